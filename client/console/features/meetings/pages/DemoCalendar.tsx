import { useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { Calendar } from '../components/Calendar';
import { demoItems } from '../components/demoEvents';
import { DemoEventDialog } from '../components/DemoEventDialog';
import type { CalendarItem } from '../components/items';
import { nowInZone, visibleRange, type CalendarView } from '../components/time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The demo calendar of spec part 1, section 2: placeholder events, not tied to real data. */
export function DemoCalendar() {
  const styles = useStyles();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(nowInZone);
  const [opened, setOpened] = useState<CalendarItem | null>(null);
  const { start, end } = visibleRange(view, anchor);
  return (
    <div className={styles.root} data-testid="cal-demo-panel">
      <MessageBar intent="info" data-testid="cal-demo-notice">
        <MessageBarBody>
          <MessageBarTitle>Демо-календарь</MessageBarTitle>
          События здесь — заглушки для примера, они не связаны с реальными данными.
        </MessageBarBody>
      </MessageBar>
      <Calendar
        view={view}
        anchor={anchor}
        items={demoItems(start, end)}
        onView={setView}
        onAnchor={setAnchor}
        onOpen={setOpened}
      />
      {opened && <DemoEventDialog item={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
