import {
  Button,
  Card,
  Link,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { formatMoscow } from '#events/core/moscow-time';
import { actorText } from '#events/core/roles';
import type { ApprovalView } from '../api';

const useStyles = makeStyles({
  card: { transitionProperty: 'background-color', transitionDuration: tokens.durationSlow },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One request waiting for the director: the candidate, where, who asked when, and 'Согласовать'. */
export function PendingRow(props: {
  doc: ApprovalView;
  highlighted: boolean;
  canApprove: boolean;
  busy: boolean;
  onApprove: () => void;
}) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { doc, highlighted, canApprove, busy, onApprove } = props;
  const request = doc.request;
  return (
    <Card
      className={mergeClasses(styles.card, highlighted && styles.highlighted)}
      data-testid="approval-pending-row"
      data-id={doc.id}
    >
      <div className={styles.row}>
        <div className={styles.main}>
          <Link onClick={() => navigate(`/protected/feedback/${doc.id}`)} data-testid="approval-pending-name">
            {doc.candidateName}
          </Link>
          <Text>
            {doc.positionTitle}, магазин «{doc.storeName}»
          </Text>
          {request && (
            <Text size={200} className={styles.muted}>
              Запрос {formatMoscow(request.at)}: {actorText(request.by)}, код на {request.phoneMasked}
              {doc.approval?.stale ? '. Прежнее согласование устарело: данные кандидата изменились' : ''}
            </Text>
          )}
        </div>
        {canApprove && (
          <Button
            appearance="primary"
            icon={busy ? <Spinner size="tiny" /> : <CheckmarkCircleRegular />}
            disabled={busy}
            onClick={onApprove}
            data-testid="approval-approve"
          >
            Согласовать
          </Button>
        )}
      </div>
    </Card>
  );
}
