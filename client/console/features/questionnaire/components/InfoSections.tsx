import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { QuestionnaireView } from '../api';
import { ageText, birthDay, fullName, storeText } from '../format';
import { LastJobsSection } from './LastJobsSection';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  section: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  summary: {
    cursor: 'pointer',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    paddingBottom: tokens.spacingVerticalS,
  },
});

const WIDE = '(min-width: 769px)';

/**
 * The two collapsible sections of the full view (spec part 2, section 2): candidate information,
 * open by default on screens wider than 768 px, and the last places of work, only when there are any.
 */
export function InfoSections({ q }: { q: QuestionnaireView }) {
  const styles = useStyles();
  const openByDefault = typeof window !== 'undefined' && Boolean(window.matchMedia?.(WIDE).matches);
  const birth = birthDay(q.info.dateBirth);
  const passport = q.profile?.passport;
  const rows: [string, string][] = [
    ['ФИО', fullName(q.info)],
    ['Пол', q.info.sex === 'male' ? 'Мужской' : q.info.sex === 'female' ? 'Женский' : ''],
    [
      'Дата рождения',
      birth ? `${birth.toFormat('dd.MM.yyyy')} (${ageText(q.info.dateBirth)})` : q.info.dateBirth,
    ],
    ['Телефон', `+${q.info.phone}`],
    ['E-mail', q.info.email],
    ['Должность', q.vacancy.positionTitle],
    ['Магазин', `${storeText(q.vacancy)}, ${q.vacancy.cityName}`],
    ['Оформление', q.contractorType === 'Entrepreneur' ? 'Самозанятый' : 'Сотрудник'],
  ];
  if (passport?.series)
    rows.push(['Паспорт', `${passport.series} ${passport.number}, выдан ${passport.dateExtradition}`]);
  if (q.profile?.personal?.inn) rows.push(['ИНН', q.profile.personal.inn]);
  if (q.profile?.personal?.snils) rows.push(['СНИЛС', q.profile.personal.snils]);
  const reg = q.profile?.addresses?.registration;
  if (reg?.street)
    rows.push([
      'Адрес регистрации',
      [
        reg.postCode,
        reg.city,
        reg.street,
        reg.house && `д ${reg.house}`,
        reg.apartment && `кв ${reg.apartment}`,
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  // A disclosure (details/summary): keyboard and screen readers get it for free.
  return (
    <>
      <details className={styles.section} open={openByDefault} data-testid="qa-info-section">
        <summary className={styles.summary} data-testid="qa-info-header">
          Информация о кандидате
        </summary>
        <div className={styles.grid} data-testid="qa-info">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <FieldRow key={label} label={label} value={value} labelClass={styles.label} />
            ))}
        </div>
      </details>
      <LastJobsSection q={q} openByDefault={openByDefault} />
    </>
  );
}

function FieldRow({ label, value, labelClass }: { label: string; value: string; labelClass: string }) {
  return (
    <>
      <Text className={labelClass}>{label}</Text>
      <Text>{value}</Text>
    </>
  );
}
