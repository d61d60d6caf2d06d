import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { StaffVacancy } from '#events/publication/views';
import { PANEL_SERVICES, publicationBadgeText, SERVICE_LABELS } from '../vacancies';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const COLORS: Record<string, BadgeProps['color']> = {
  published: 'success',
  closed: 'warning',
  deleted: 'danger',
};

/** One badge per service: 'HeadHunter: опубликована', 'Сайт компании: в архиве'... */
export function PublicationBadges({ vacancy }: { vacancy: StaffVacancy }) {
  const styles = useStyles();
  return (
    <div className={styles.badges}>
      {/* The self-employed position is never published on the job boards (no publish panel). */}
      {(vacancy.isSelfEmployed ? (['site'] as const) : PANEL_SERVICES).map((service) => {
        const publication = vacancy.publications[service];
        return (
          <Badge
            key={service}
            appearance="tint"
            shape="rounded"
            color={publication ? (COLORS[publication.status] ?? 'informative') : 'informative'}
            data-testid={`vacancy-badge-${service}`}
            data-status={publication?.status ?? 'none'}
          >
            {SERVICE_LABELS[service]}: {publicationBadgeText(publication)}
          </Badge>
        );
      })}
    </div>
  );
}
