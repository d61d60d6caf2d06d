import { Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import type { StaffBaseTemplate } from '#events/publication/views';
import { CardField } from '#client/console/shell/CardField';
import { salaryText } from './format';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  html: { '& p': { margin: `0 0 ${tokens.spacingVerticalXS}` }, '& ul': { margin: 0, paddingLeft: '20px' } },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface VacancyInfoProps {
  /** 'Шаблон вакансии' or 'Вакансия № 12'. */
  kindText: string;
  positionTitle: string;
  storeLabel: string | null;
  cityName: string;
  salary: { from: number; to: number } | null;
  baseTemplate: StaffBaseTemplate | null;
}

const SECTIONS: [keyof StaffBaseTemplate, string][] = [
  ['responsibility', 'Обязанности'],
  ['standards', 'Требования'],
  ['conditions', 'Условия'],
];

/** Position, store, city, salary and the base template's texts of a vacancy or a template. */
export function VacancyInfo({
  kindText,
  positionTitle,
  storeLabel,
  cityName,
  salary,
  baseTemplate,
}: VacancyInfoProps) {
  const styles = useStyles();
  const enumerated = baseTemplate
    ? ([
        ['Опыт работы', baseTemplate.experience],
        ['График', baseTemplate.schedule],
        ['Занятость', baseTemplate.occupation],
      ] as const)
    : [];
  return (
    <Card className={styles.card} data-testid="vacancy-info">
      <div className={styles.head}>
        <Text size={200} className={styles.muted}>
          {kindText}
        </Text>
        <Title3 as="h2" className={styles.title} data-testid="vacancy-position">
          {positionTitle}
        </Title3>
      </div>
      <div className={styles.grid}>
        {storeLabel && (
          <CardField label="Магазин" testId="vacancy-store">
            {storeLabel}
          </CardField>
        )}
        <CardField label="Город" testId="vacancy-city">
          {cityName}
        </CardField>
        <CardField label="Зарплата" testId="vacancy-salary">
          {salaryText(salary) ?? 'не указана'}
        </CardField>
        {enumerated.map(([label, value]) =>
          value ? (
            <CardField key={label} label={label}>
              {value}
            </CardField>
          ) : null,
        )}
      </div>
      {baseTemplate &&
        SECTIONS.map(([field, label]) => (
          <div key={field} className={styles.section}>
            <Text weight="semibold">{label}</Text>
            {/* Sanitised by the server when saved and again when sent. */}
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: baseTemplate[field] ?? '' }} />
          </div>
        ))}
    </Card>
  );
}
