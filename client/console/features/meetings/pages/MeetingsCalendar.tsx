import { useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { canScheduleMeetings } from '#events/meetings/events';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { Calendar } from '../components/Calendar';
import { meetingItem } from '../components/items';
import { MeetingDialog } from '../components/MeetingDialog';
import { nowInZone, visibleRange, type CalendarView } from '../components/time';
import { useCanAccess } from '#client/console/shell/state/access';
import { permissionNamesAtom, sessionAtom } from '#client/console/shell/state/session';
import { useMeetings } from './useMeetings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Russian plural of 'встреча' after a number. */
function meetingsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'встреча';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'встречи';
  return 'встреч';
}

/** The real calendar: interview meetings from the event log, live from 'list:meetings'. */
export function MeetingsCalendar() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canAccess = useCanAccess();
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const permissions = useAtomValue(permissionNamesAtom);
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(nowInZone);
  const [openId, setOpenId] = useState<string | null>(null);
  const { start, end } = visibleRange(view, anchor);
  const live = useMeetings(start.toUTC().toISO() ?? '', end.toUTC().toISO() ?? '');
  const items = [...live.meetings.values()].map(meetingItem).filter((i) => i.start >= start && i.start < end);
  const active = items.filter((i) => !i.cancelled).length;
  const opened = openId ? live.meetings.get(openId) : undefined;

  return (
    <div className={styles.root} data-testid="cal-meetings">
      <PresenceBar viewers={live.viewers} />
      {live.error && (
        <MessageBar intent="error" data-testid="cal-error">
          <MessageBarBody>{live.error}</MessageBarBody>
        </MessageBar>
      )}
      <Calendar
        view={view}
        anchor={anchor}
        items={items}
        loading={live.loading}
        onView={setView}
        onAnchor={setAnchor}
        onOpen={(item) => setOpenId(item.id)}
      />
      {!live.loading && (
        <Text size={200} className={styles.muted} data-testid="cal-count">
          {items.length === 0
            ? 'В этом периоде встреч нет'
            : `${active} ${meetingsWord(active)} в периоде${items.length > active ? `, отменено: ${items.length - active}` : ''}`}
        </Text>
      )}
      {opened && (
        <MeetingDialog
          key={opened.id}
          meeting={opened}
          canChange={canScheduleMeetings({ scope, permissions })}
          onChanged={live.accept}
          onOpenQuestionnaire={
            opened.questionnaireKind === 'employment'
              ? () => navigate(`/protected/feedback/${opened.questionnaireId}`)
              : canAccess('questionnaireLight')
                ? () => navigate(`/protected/questionnaire-light/${opened.questionnaireId}`)
                : undefined
          }
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
