import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { candidateStatusRoom } from '#events/candidate-status/events';
import type { CandidateStatusView } from '#events/candidate-status/view';
import { usePublicRoom } from '../../api/live';
import { post } from '../questionnaire/api';
import { messageOf } from '../questionnaire/masks';
import { CandidateGate, useCandidateGate } from '../questionnaire/CandidateGate';
import { StatusDetails } from './StatusDetails';
import '../questionnaire/questionnaire.css';
import './status.css';

/**
 * /status/{ref}?t={token}: where the candidate's application stands (issue 31, item 2). The link
 * alone opens only the SMS gate of the phone the questionnaire was created with (the same gate as
 * the profile's own link); past it the page shows the masked view and keeps it current from the
 * public namespace's room of this ref, joined with the same proof.
 */
export default function StatusPage() {
  const { ref = '' } = useParams<{ ref: string }>();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const gate = useCandidateGate(
    '/candidate-status/gate',
    useMemo(() => ({ ref, token }), [ref, token]),
  );
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  const [view, setView] = useState<CandidateStatusView | null>(null);

  const reload = useCallback(() => {
    if (!phoneToken) return;
    post<{ entity: CandidateStatusView }>('/candidate-status/view', { ref, token, phoneToken })
      .then((r) => setView(r.entity))
      .catch(() => undefined);
  }, [ref, token, phoneToken]);

  usePublicRoom<{ entity: CandidateStatusView }>(
    phoneToken ? { room: candidateStatusRoom(ref), token, phoneToken } : null,
    'status',
    (message) => setView(message.entity),
    reload,
  );

  const confirm = async (code: string) => {
    try {
      const confirmed = await post<{ phoneToken: string }>('/candidate-status/confirm-code', {
        ref,
        token,
        code,
      });
      const loaded = await post<{ entity: CandidateStatusView }>('/candidate-status/view', {
        ref,
        token,
        phoneToken: confirmed.phoneToken,
      });
      setPhoneToken(confirmed.phoneToken);
      setView(loaded.entity);
      return { ok: true as const };
    } catch (err) {
      return { ok: false as const, message: messageOf(err) };
    }
  };

  return (
    <main className="qf cs">
      <div className="qf-card">
        <h1 className="qf-title">Статус заявки</h1>
        <CandidateGate
          gate={gate}
          open={!!view}
          prompt="Чтобы увидеть статус заявки, подтвердите номер телефона, указанный в анкете:"
          errorTestId="status-error"
          phoneTestId="status-phone-masked"
          send={() => post<{ resendAfterSeconds: number }>('/candidate-status/send-code', { ref, token })}
          confirm={confirm}
        />
        {view && phoneToken && (
          <StatusDetails view={view} link={{ ref, token, phoneToken }} onView={setView} />
        )}
      </div>
    </main>
  );
}
