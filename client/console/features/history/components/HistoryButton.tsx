import { Button } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import type { HistoryRecordKind } from '#events/history/api';
import { historyPath } from '../api';

/** 'История' on a record's screen (issue 28): opens the record's timeline. */
export function HistoryButton({ kind, id }: { kind: HistoryRecordKind; id: string }) {
  const [, navigate] = useLocation();
  const to = historyPath(kind, id);
  return (
    <Button
      as="a"
      href={to}
      icon={<HistoryRegular />}
      appearance="subtle"
      data-testid={`history-button-${kind}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      История
    </Button>
  );
}
