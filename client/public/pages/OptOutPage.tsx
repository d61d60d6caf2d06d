import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { NOTIFICATION_CHANNEL_TITLES } from '#events/notifications/api';
import { post } from './questionnaire/api';
import './questionnaire/questionnaire.css';

const WHAT = { sms: 'SMS-уведомления', email: 'уведомления по электронной почте' } as const;

/**
 * /notifications/opt-out/{ref}/{channel}?t=… (issue 31): the link in every message. Nothing happens
 * on opening it (mail scanners open links): the candidate confirms with the button. A forged, unknown
 * or used link gets the server's one answer, 'Ссылка недействительна'.
 */
export default function OptOutPage() {
  const { ref = '', channel = '' } = useParams<{ ref: string; channel: string }>();
  const token = new URLSearchParams(useSearch()).get('t') ?? '';
  const [state, setState] = useState<'ask' | 'busy' | { ok: boolean; message: string }>('ask');
  const known = channel === 'sms' || channel === 'email';

  const confirm = () => {
    setState('busy');
    post<{ message: string }>(
      `/notification-opt-out/${encodeURIComponent(ref)}/${encodeURIComponent(channel)}`,
      { t: token },
    )
      .then((r) => setState({ ok: true, message: r.message }))
      .catch((err: Error) => setState({ ok: false, message: err.message }));
  };

  return (
    <main className="qf">
      <div className="qf-card" aria-busy={state === 'busy'}>
        <h1 className="qf-title">
          Отписка от уведомлений{known ? `: ${NOTIFICATION_CHANNEL_TITLES[channel]}` : ''}
        </h1>
        {typeof state === 'object' ? (
          <p
            className="qf-message"
            role={state.ok ? 'status' : 'alert'}
            data-testid={state.ok ? 'opt-out-done' : 'opt-out-error'}
          >
            {state.message}
          </p>
        ) : (
          <>
            <p className="qf-subtitle">
              {known
                ? `Вы больше не будете получать ${WHAT[channel]} о вашей заявке. Статус заявки можно посмотреть по ссылке из любого сообщения.`
                : 'Подтвердите отписку от уведомлений.'}
            </p>
            <button
              type="button"
              className="qf-button qf-primary qf-submit"
              disabled={state === 'busy'}
              onClick={confirm}
              data-testid="opt-out-confirm"
            >
              Отписаться
            </button>
          </>
        )}
        <Link className="qf-back" href="/" data-testid="main-page-link">
          Перейти на главную страницу
        </Link>
      </div>
    </main>
  );
}
