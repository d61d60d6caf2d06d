import { useCallback, useEffect, useState } from 'react';
import { CounterBadge } from '@fluentui/react-components';
import { countStuck } from './api';

/** A journey becomes stuck as time passes, with no event: the count is asked again this often. */
const REFRESH_MS = 60_000;

/**
 * The number of the viewer's stuck candidates beside 'Воронка найма' in the menu (directors: their
 * stores; issue 29, item 4), like PendingBadge of the approvals. Hidden at zero.
 */
export function StuckBadge() {
  const [count, setCount] = useState<number | null>(null);
  const load = useCallback(() => {
    countStuck()
      .then((answer) => setCount(answer.count))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  if (!count) return null;
  return (
    <CounterBadge
      count={count}
      size="small"
      appearance="filled"
      color="danger"
      style={{ marginLeft: 'auto' }}
      aria-label={`Застрявших кандидатов: ${count}`}
      data-testid="menu-count-funnel-stuck"
    />
  );
}
