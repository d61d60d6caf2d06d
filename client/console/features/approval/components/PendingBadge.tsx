import { useCallback, useEffect, useState } from 'react';
import { CounterBadge } from '@fluentui/react-components';
import { useSettle } from '#client/console/live/timing';
import { useCollectionRooms } from '#client/console/live/useRoom';
import { APPROVALS, listPending } from '../api';
import { useApprovalRooms } from '../live';

/**
 * The number of approvals waiting for this director (Admin: all) beside 'Согласования' in the menu,
 * live: a change in the rooms this user watches asks again once the burst settles.
 */
export function PendingBadge() {
  const [count, setCount] = useState<number | null>(null);
  const load = useCallback(() => {
    listPending()
      .then((answer) => setCount(answer.list.length))
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);
  const refresh = useSettle(load);
  useCollectionRooms(APPROVALS, useApprovalRooms(), { onChange: refresh, onResync: refresh });
  if (!count) return null;
  return (
    <CounterBadge
      count={count}
      size="small"
      appearance="filled"
      color="danger"
      style={{ marginLeft: 'auto' }}
      data-testid="menu-count-approvals"
    />
  );
}
