import { oneOf } from '#events/core/json';
import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { CALENDAR_VIEWS, VIEW_TITLES, ZONE_LABEL, type CalendarView } from './time';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  nav: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { minWidth: '14ch' },
  zone: { color: tokens.colorNeutralForeground3 },
});

const VIEWS: CalendarView[] = ['day', 'week', 'month'];

export interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  loading?: boolean;
  onView: (view: CalendarView) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
}

/** Сегодня, previous, next, the period's title, and the День / Неделя / Месяц switch. */
export function CalendarToolbar({ view, title, loading, onView, onToday, onStep }: CalendarToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.nav}>
        <Button onClick={onToday} data-testid="cal-today">
          Сегодня
        </Button>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Назад"
          title="Назад"
          onClick={() => onStep(-1)}
          data-testid="cal-prev"
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Вперёд"
          title="Вперёд"
          onClick={() => onStep(1)}
          data-testid="cal-next"
        />
        <Text as="h2" size={500} weight="semibold" className={styles.title} data-testid="cal-title">
          {title}
        </Text>
        <Text size={200} className={styles.zone}>
          время {ZONE_LABEL}
        </Text>
        {loading && <Spinner size="tiny" aria-label="Загрузка" />}
      </div>
      <TabList
        selectedValue={view}
        onTabSelect={(_, data) => onView(oneOf(CALENDAR_VIEWS, data.value) ?? view)}
        size="small"
        aria-label="Вид календаря"
      >
        {VIEWS.map((v) => (
          <Tab key={v} value={v} data-testid={`cal-view-${v}`}>
            {VIEW_TITLES[v]}
          </Tab>
        ))}
      </TabList>
    </div>
  );
}
