import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { mayEmploy } from '#events/employment/access';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { sessionAtom } from '#client/console/shell/state/session';
import { ResultModal, type ResultMessage } from '../../vacancies';
import { refreshDocs, resolveDrift, rollbackOneS, type DriftDecision, type HireAnswer } from '../api-hire';
import { useHire } from '../useHire';
import { ONE_S_TEXTS, showsOneSBlock, signingPath } from './OneSBlockText';
import { OneSBlockView } from './OneSBlockView';
import { OneSStatusDialog } from './OneSStatusDialog';
import { useReadOnly } from '#client/console/shell/readOnly';

/**
 * The card's 1C block (issue 26 items 3-5): the hire live from its record (useHire), the 1C buttons
 * for those who may employ (EMPLOY_ROLES), 'Статус документов 1С', the success modals of the rollback
 * and the regeneration, and the product's generic 'Ошибка' modal with the server's message for
 * every other failure (spec part 2, section 8). Shown once a hire exists or in the 1C states.
 */
export function OneSBlock({
  questionnaire,
}: {
  questionnaire: { id: string; state: QuestionnaireState; IStoreId: string };
}) {
  const { id, state, IStoreId } = questionnaire;
  const [, navigate] = useLocation();
  const readOnly = useReadOnly();
  const canAct = mayEmploy(useAtomValue(sessionAtom)?.role.scope ?? '') && !readOnly;
  const record = useHire(id, IStoreId);
  const hire = record.data;
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);

  if (!showsOneSBlock(state, hire)) return null;

  const failed = (err: unknown) =>
    setResult({ status: err instanceof ApiError ? err.status : 500, message: messageOf(err) });

  const run = async (call: () => Promise<HireAnswer>, success: string) => {
    setBusy(true);
    try {
      const answer = await call();
      record.accept(answer.hire);
      setChecking(false);
      setResult({ status: 200, message: answer.message || success });
    } catch (err) {
      setChecking(false);
      failed(err);
      void record.reload();
    } finally {
      setBusy(false);
    }
  };
  const rollback = () => void run(() => rollbackOneS(id), ONE_S_TEXTS.rolledBackDone);
  const regenerate = () => void run(() => refreshDocs(id), ONE_S_TEXTS.regeneratedDone);
  const decideDrift = async (decision: DriftDecision) => {
    setBusy(true);
    try {
      record.accept((await resolveDrift(id, decision)).hire);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <OneSBlockView
        state={state}
        hire={hire}
        loading={record.loading}
        canAct={canAct}
        busy={busy}
        actions={{
          checkStatus: () => setChecking(true),
          goToSigning: () => navigate(signingPath(id)),
          viewDocuments: () => navigate(signingPath(id)),
          regenerate,
          rollback,
          resolveDrift: (decision) => void decideDrift(decision),
        }}
      />
      {checking && (
        <OneSStatusDialog
          questionnaireId={id}
          state={state}
          hire={hire}
          busy={busy}
          reload={() => void record.reload()}
          onRollback={rollback}
          onFailure={(message) => {
            setChecking(false);
            setResult({ status: 500, message });
          }}
          onClose={() => setChecking(false)}
        />
      )}
      {result && <ResultModal result={result} onClose={() => setResult(null)} />}
    </>
  );
}

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
