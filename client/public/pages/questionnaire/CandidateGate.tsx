import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { post } from './api';
import { PhoneConfirm, type ConfirmAttempt } from './PhoneConfirm';

/** What a candidate's link gate answers: at least the masked phone the SMS code goes to. */
export type GateView = { phoneMasked: string };

export type Gate<V extends GateView = GateView> =
  { state: 'loading' } | { state: 'missing'; message: string } | ({ state: 'ready' } & V);

/**
 * Asks the gate route of a candidate's link (`{ id|ref, token }`) once per link: 'loading', then
 * 'ready' with what the route answered, or 'missing' with its message. `body` must keep its
 * identity while the link is the same (a useMemo on the link's parts).
 */
export function useCandidateGate<V extends GateView>(path: string, body: object): Gate<V> {
  const [gate, setGate] = useState<Gate<V>>({ state: 'loading' });
  useEffect(() => {
    post<V>(path, body)
      .then((r) => setGate({ ...r, state: 'ready' }))
      .catch((err: Error) => setGate({ state: 'missing', message: err.message }));
  }, [path, body]);
  return gate;
}

interface CandidateGateProps {
  gate: Gate;
  /** Past the gate (the phone confirmed): the gate shows nothing more. */
  open: boolean;
  /** The line before the masked phone, e.g. 'Чтобы …, подтвердите номер телефона, …:'. */
  prompt: ReactNode;
  errorTestId: string;
  phoneTestId: string;
  send: () => Promise<{ resendAfterSeconds: number }>;
  confirm: (code: string) => Promise<ConfirmAttempt>;
}

/**
 * The SMS gate of a candidate's own link (the questionnaire's edit link, the status page): a
 * loading line, a missing link's message with the way home, or the masked phone and the code.
 */
export function CandidateGate({
  gate,
  open,
  prompt,
  errorTestId,
  phoneTestId,
  send,
  confirm,
}: CandidateGateProps) {
  if (gate.state === 'loading') return <p className="qf-message">Загрузка…</p>;
  if (gate.state === 'missing') {
    return (
      <>
        <p className="qf-message" role="alert" data-testid={errorTestId}>
          {gate.message}
        </p>
        <Link className="qf-back" href="/">
          Перейти на главную страницу
        </Link>
      </>
    );
  }
  if (open) return null;
  return (
    <>
      <p className="qf-subtitle">
        {prompt} <strong data-testid={phoneTestId}>{gate.phoneMasked}</strong>
      </p>
      <PhoneConfirm ready confirmed={false} sendLabel="Получить код по СМС" send={send} confirm={confirm} />
    </>
  );
}
