import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { workPlacesOf, type WorkPlace } from '#events/questionnaire/work-places';
import type { QuestionnaireView } from '../api';

const useStyles = makeStyles({
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
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  job: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, listStyleType: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** '01.02.2019 — 30.06.2022', or '… — по настоящее время' while the candidate still works there. */
export const periodText = ([from, to]: WorkPlace['period']) => `${from} — ${to || 'по настоящее время'}`;

/**
 * The card's second collapsible section (spec part 2, section 2): the candidate's last places of
 * work, only when there are any; open by default on wide screens, like the candidate's information.
 */
export function LastJobsSection({ q, openByDefault }: { q: QuestionnaireView; openByDefault: boolean }) {
  const styles = useStyles();
  const jobs = workPlacesOf(q.info.lastJobs);
  if (jobs.length === 0) return null;
  return (
    <details className={styles.section} open={openByDefault} data-testid="qa-jobs-section">
      <summary className={styles.summary} data-testid="qa-jobs-header">
        Последние места работы
      </summary>
      <ul className={styles.list}>
        {jobs.map((job, i) => (
          <li key={i} className={styles.job} data-testid={`qa-job-${i}`}>
            <Text weight="semibold" className={styles.text}>
              {job.organization}
            </Text>
            <Text className={styles.text}>{job.position}</Text>
            <Text className={styles.muted}>{periodText(job.period)}</Text>
            {job.description && <Text className={styles.text}>{job.description}</Text>}
          </li>
        ))}
      </ul>
    </details>
  );
}
