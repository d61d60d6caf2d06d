import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'wouter';
import type { StaffTemplate } from '#events/publication/views';
import { salaryText } from './format';
import { templatePath } from './paths';

const useStyles = makeStyles({
  link: { display: 'block', height: '100%', textDecoration: 'none', color: 'inherit' },
  card: { height: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A city template on the positions page: a vacancy is created from it on its page. */
export function TemplateCard({ template }: { template: StaffTemplate }) {
  const styles = useStyles();
  const salary = salaryText(template.salary);
  return (
    <RouterLink
      href={templatePath(template.id)}
      className={styles.link}
      data-testid="template-card"
      data-id={template.id}
    >
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{template.position.title || 'Шаблон вакансии'}</Text>}
          description={<Text className={styles.muted}>{template.cityName}</Text>}
        />
        <div className={styles.body}>
          {salary && <Text>{salary}</Text>}
          <Text size={200} className={styles.muted}>
            Создать вакансию по шаблону
          </Text>
        </div>
      </Card>
    </RouterLink>
  );
}
