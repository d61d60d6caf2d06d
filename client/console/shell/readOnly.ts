import { createContext, useContext } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from './state/session';

/**
 * Read-only rendering (issue 28): inside a time-travel view (a record as it was) every edit
 * control is hidden. The auditor role sees every screen read-only too. Edit controls ask
 * `useReadOnly()` and render nothing when it is true.
 */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  const inSnapshot = useContext(ReadOnlyContext);
  const session = useAtomValue(sessionAtom);
  return inSnapshot || session?.role.scope === 'Auditor';
}
