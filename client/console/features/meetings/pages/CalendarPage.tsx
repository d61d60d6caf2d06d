import { oneOf } from '#events/core/json';
import { useState } from 'react';
import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, CalendarPatternRegular } from '@fluentui/react-icons';
import { DemoCalendar } from './DemoCalendar';
import { MeetingsCalendar } from './MeetingsCalendar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const SECTIONS = ['meetings', 'demo'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /protected/calendar (spec part 1, section 2): the meeting calendar, and the demo calendar with
 * placeholder events. Admin only, through the 'calendar' area guard.
 */
export function CalendarPage() {
  const styles = useStyles();
  const [section, setSection] = useState<Section>('meetings');
  return (
    <section className={styles.root} data-testid="cal-page">
      <Title2 as="h1">Календарь встреч</Title2>
      <TabList
        selectedValue={section}
        onTabSelect={(_, data) => setSection(oneOf(SECTIONS, data.value) ?? section)}
        aria-label="Календари"
      >
        <Tab value="meetings" icon={<CalendarLtrRegular />} data-testid="cal-meetings-tab">
          Встречи
        </Tab>
        <Tab value="demo" icon={<CalendarPatternRegular />} data-testid="cal-demo">
          Демо-календарь
        </Tab>
      </TabList>
      {section === 'meetings' ? <MeetingsCalendar /> : <DemoCalendar />}
    </section>
  );
}
