import { Badge, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { approvalStory, type ApprovalStatusKind } from '#events/approval/story';
import type { QuestionnaireState } from '#events/questionnaire/states';
import type { ApprovalView } from '../api';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  history: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

const BADGE_COLORS: Record<ApprovalStatusKind, 'informative' | 'warning' | 'success' | 'danger'> = {
  none: 'informative',
  pending: 'warning',
  approved: 'success',
  stale: 'danger',
};

/**
 * Where the approval stands, told once: one badge and one sentence for now, then what happened
 * (the requests and approvals, a stale one marked so) as a short history below.
 */
export function ApprovalStatus({ doc, state }: { doc: ApprovalView | null; state: QuestionnaireState }) {
  const styles = useStyles();
  const story = approvalStory(doc, state);
  return (
    <div data-testid="approval-status" data-status={story.status}>
      <div className={styles.row}>
        <Badge appearance="tint" color={BADGE_COLORS[story.status]} data-testid="approval-badge">
          {story.title}
        </Badge>
        {story.detail && <Text data-testid="approval-current">{story.detail}</Text>}
      </div>
      {story.history.length > 0 && (
        <div data-testid="approval-history">
          <Caption1 className={styles.muted}>История согласования</Caption1>
          <ul className={styles.history}>
            {story.history.map((item) => (
              <li key={`${item.kind}-${item.at}`}>
                <Caption1
                  className={styles.muted}
                  data-testid={item.kind === 'approval' ? 'approval-given' : 'approval-request-info'}
                  data-stale={item.stale ? 'true' : undefined}
                >
                  {item.text}
                </Caption1>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
