import { useState } from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, HistoryRegular } from '@fluentui/react-icons';
import { CHECK_TITLES, type CheckKind } from '#events/checks/kinds';
import type { CandidateChecksDoc } from '#events/checks/views';
import { CheckDetails } from './CheckDetails';
import { CheckHistory } from './CheckHistory';
import { formatAt, statusOf } from './format';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
  status: { maxWidth: '100%', whiteSpace: 'normal', height: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  kind: CheckKind;
  doc: CandidateChecksDoc;
  now: string;
  canRun: boolean;
  busy: boolean;
  onRun: (kind: CheckKind) => void;
}

/** One check on the card: its status (section 4), what it found, who asked, re-run and history. */
export function CheckCard({ kind, doc, now, canRun, busy, onRun }: Props) {
  const styles = useStyles();
  const [history, setHistory] = useState(false);
  const run = doc.checks[kind];
  const status = statusOf(kind, doc.checks, now);
  const running = run?.status === 'running';
  return (
    <div className={styles.card} data-testid={`check-${kind}`} data-status={run?.status ?? 'none'}>
      <div className={styles.head}>
        <Text weight="semibold" className={styles.title}>
          {CHECK_TITLES[kind]}
        </Text>
        <Badge
          appearance="tint"
          color={status.tone}
          className={styles.status}
          data-testid={`check-${kind}-status`}
        >
          {status.text}
        </Badge>
      </div>
      {run && !running && <CheckDetails kind={kind} run={run} />}
      {run && (
        <Text size={200} className={styles.muted}>
          Запросил(а) {run.requestedBy.name ?? run.requestedBy.userId} {formatAt(run.requestedAt)}
        </Text>
      )}
      <div className={styles.head}>
        {canRun && (
          <Button
            size="small"
            icon={<ArrowClockwiseRegular />}
            disabled={busy || running}
            onClick={() => onRun(kind)}
            data-testid={`check-${kind}-rerun`}
          >
            {run ? 'Проверить снова' : 'Проверить'}
          </Button>
        )}
        <Button
          size="small"
          appearance="subtle"
          icon={<HistoryRegular />}
          onClick={() => setHistory(!history)}
          data-testid={`check-${kind}-history-toggle`}
        >
          {history ? 'Скрыть историю' : 'История'}
        </Button>
      </div>
      {history && <CheckHistory entries={doc.history.filter((entry) => entry.check === kind)} />}
    </div>
  );
}
