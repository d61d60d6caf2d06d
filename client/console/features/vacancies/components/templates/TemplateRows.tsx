import { Body1Strong, Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { VacancyTemplateView } from '../../api-templates';
import { formatDate } from '#client/console/shell/state/format';
import { salaryText } from './format';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) minmax(140px, 1fr) minmax(220px, 2fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: tokens.durationNormal,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    '@media (max-width: 760px)': { gridTemplateColumns: '1fr' },
  },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TemplateRowsProps {
  rows: VacancyTemplateView[];
  highlighted: ReadonlySet<string>;
  onOpen: (row: VacancyTemplateView) => void;
}

/** One page of city templates: position, city, salary, dates; a row opens the template. */
export function TemplateRows({ rows, highlighted, onOpen }: TemplateRowsProps) {
  const styles = useStyles();
  return (
    <div className={styles.list} role="list" data-testid="tpl-list">
      {rows.map((row) => (
        <div role="listitem" key={row.id}>
          <button
            type="button"
            className={mergeClasses(styles.row, highlighted.has(row.id) && styles.highlighted)}
            onClick={() => onOpen(row)}
            data-testid="tpl-row"
            data-id={row.id}
          >
            <Body1Strong>{row.position.title || 'Должность не найдена'}</Body1Strong>
            <Text>{row.city.name || row.dependenceId}</Text>
            <Text>ЗП {salaryText(row.salary)}</Text>
            <Caption1 className={styles.muted}>
              Создан {formatDate(row.createdAt)}
              {row.updatedAt !== row.createdAt ? `, изменён ${formatDate(row.updatedAt)}` : ''}
            </Caption1>
          </button>
        </div>
      ))}
    </div>
  );
}
