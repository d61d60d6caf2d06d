import { useCallback, useEffect, useState } from 'react';
import { CounterBadge } from '@fluentui/react-components';
import type { ContractorType } from '#events/questionnaire/events';
import { useCollectionRooms } from '#client/console/live/useRoom';
import { useSettle } from '#client/console/live/timing';
import { countNew, QUESTIONNAIRES } from '../api';
import { useQuestionnaireRooms } from '../useQuestionnaireRooms';

/**
 * The number of new questionnaires beside 'Новые' (or 'Самозанятые') in the menu, live: any change
 * in the rooms this user watches asks the count again once the burst settles.
 */
function NewCount({ contractorType }: { contractorType: ContractorType }) {
  const [count, setCount] = useState<number | null>(null);
  const load = useCallback(() => {
    countNew()
      .then((counts) => setCount(counts[contractorType]))
      .catch(() => undefined);
  }, [contractorType]);
  useEffect(load, [load]);
  const refresh = useSettle(load);
  useCollectionRooms(QUESTIONNAIRES, useQuestionnaireRooms(), { onChange: refresh, onResync: refresh });
  if (!count) return null;
  return (
    <CounterBadge
      count={count}
      size="small"
      appearance="filled"
      color="brand"
      style={{ marginLeft: 'auto' }}
      data-testid={`menu-count-${contractorType}`}
    />
  );
}

export const NewEmployeesBadge = () => <NewCount contractorType="Employee" />;
export const NewSelfEmployedBadge = () => <NewCount contractorType="Entrepreneur" />;
