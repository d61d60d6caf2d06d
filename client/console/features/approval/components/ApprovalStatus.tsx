import { Badge, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { APPROVAL_MESSAGES } from '../../../../../events/approval/events';
import { approvalStatus } from '../../../../../events/approval/rules';
import { formatMoscow } from '../../../../../events/core/moscow-time';
import { roleTitle } from '../../../../../events/core/roles';
import type { ApprovalView } from '../api';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const BADGES = {
  none: { color: 'informative', text: 'Не запрошено' },
  pending: { color: 'warning', text: 'Ожидает директора' },
  approved: { color: 'success', text: 'Согласовано' },
  stale: { color: 'danger', text: 'Согласование устарело' },
} as const;

/** Where the approval stands: who it went to, who approved how and when, or that it no longer holds. */
export function ApprovalStatus({ doc }: { doc: ApprovalView | null }) {
  const styles = useStyles();
  const status = approvalStatus(doc);
  const { request, approval } = doc ?? { request: null, approval: null };
  const badge = BADGES[status];
  return (
    <div data-testid="approval-status" data-status={status}>
      <div className={styles.row}>
        <Badge appearance="tint" color={badge.color} data-testid="approval-badge">
          {badge.text}
        </Badge>
        {doc?.statuses.confirmationDR.message && status !== 'stale' && (
          <Text data-testid="approval-message">{doc.statuses.confirmationDR.message}</Text>
        )}
      </div>
      {request && status === 'pending' && (
        <Text block className={styles.muted} data-testid="approval-request-info">
          Код отправлен {formatMoscow(request.at)}: {request.director ? `${request.director.name}, ` : ''}
          {request.phoneMasked}
          {request.manual ? ' (номер введён вручную)' : ''}
        </Text>
      )}
      {approval && (
        <Text block className={styles.muted} data-testid="approval-given">
          {approval.method === 'code' ? 'Подтверждено кодом из СМС' : 'Согласовано в консоли одним нажатием'}
          {approval.director ? ` (директор: ${approval.director.name})` : ''}
          {approval.manual ? ' (номер директора введён вручную)' : ''}; {approval.by.name} (
          {roleTitle(approval.by.role)}), {formatMoscow(approval.at)}
        </Text>
      )}
      {status === 'stale' && (
        <MessageBar intent="warning" data-testid="approval-stale">
          <MessageBarBody>{APPROVAL_MESSAGES.stale}. Запросите код повторно.</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
