import { Card, CardHeader, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'wouter';
import type { StaffVacancy } from '#events/publication/views';
import { salaryText } from './format';
import { vacancyPath } from './paths';
import { PublicationBadges } from '../../publication';

const useStyles = makeStyles({
  link: { display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' },
  card: { height: '100%' },
  highlighted: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A vacancy on the positions page: position, store, salary, its publication per service. */
export function VacancyCard({ vacancy, highlighted }: { vacancy: StaffVacancy; highlighted?: boolean }) {
  const styles = useStyles();
  const salary = salaryText(vacancy.salary);
  return (
    <RouterLink
      href={vacancyPath(vacancy.id)}
      className={styles.link}
      data-testid="vacancy-card"
      data-id={vacancy.id}
    >
      <Card className={mergeClasses(styles.card, highlighted && styles.highlighted)}>
        <CardHeader
          header={<Text weight="semibold">{vacancy.position.title || 'Вакансия'}</Text>}
          description={<Text className={styles.muted}>№ {vacancy.id}</Text>}
        />
        <div className={styles.body}>
          <Text data-testid="vacancy-card-store">{vacancy.store.label}</Text>
          <Text className={styles.muted}>{vacancy.store.cityName}</Text>
          {salary && <Text data-testid="vacancy-card-salary">{salary}</Text>}
          <PublicationBadges vacancy={vacancy} />
        </div>
      </Card>
    </RouterLink>
  );
}
