import { useState } from 'react';
import type { CandidateStatusView } from '#events/candidate-status/view';
import { post } from '../questionnaire/api';
import { messageOf } from '../questionnaire/masks';
import { Modal } from '../questionnaire/Modal';
import { RescheduleForm } from './RescheduleForm';

export interface StatusLink {
  ref: string;
  token: string;
  phoneToken: string;
}

interface Props {
  view: CandidateStatusView;
  link: StatusLink;
  onView: (view: CandidateStatusView) => void;
}

/** The candidate's view past the gate: stage, interview, next steps, withdrawal, opt-out links. */
export function StatusDetails({ view, link, onView }: Props) {
  const [moving, setMoving] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    try {
      onView((await post<{ entity: CandidateStatusView }>('/candidate-status/withdraw', link)).entity);
      setConfirmWithdraw(false);
    } catch (err) {
      setConfirmWithdraw(false);
      setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const { interview } = view;
  return (
    <div className="cs-body" data-testid="status-view" data-stage={view.stage}>
      <section className="cs-stage" aria-live="polite">
        <p className="cs-stage-title" data-testid="status-stage">
          {view.stageTitle}
        </p>
        <p className="cs-muted" data-testid="status-position">
          {view.positionTitle}
          {view.storeName && ` · ${view.storeName}`}
        </p>
        {view.storeAddress && (
          <p className="cs-muted" data-testid="status-address">
            {view.storeAddress}
          </p>
        )}
      </section>

      {interview && (
        <section className="cs-section" data-testid="status-interview">
          <h2 className="cs-heading">Собеседование</h2>
          <p className="cs-when" data-testid="status-interview-when">
            {interview.date}, {interview.time} {interview.zone}
          </p>
          <p data-testid="status-interview-place">{interview.place}</p>
          {interview.rescheduleRequested ? (
            <p className="cs-note" role="status" data-testid="status-reschedule-sent">
              Просьба о переносе отправлена. Мы свяжемся с вами.
            </p>
          ) : moving ? (
            <RescheduleForm
              link={link}
              onDone={(v) => (setMoving(false), onView(v))}
              onCancel={() => setMoving(false)}
            />
          ) : (
            <button
              type="button"
              className="qf-button"
              data-testid="status-reschedule"
              onClick={() => setMoving(true)}
            >
              Перенести
            </button>
          )}
        </section>
      )}

      {(view.profileLink || view.bring.length > 0) && (
        <section className="cs-section" data-testid="status-next">
          <h2 className="cs-heading">Что нужно сделать</h2>
          {view.profileLink && (
            <p>
              <a className="cs-link" href={view.profileLink} data-testid="status-profile-link">
                Заполните анкету трудоустройства
              </a>
            </p>
          )}
          {view.bring.length > 0 && (
            <>
              <p>Возьмите с собой:</p>
              <ul className="cs-list" data-testid="status-bring">
                {view.bring.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {view.canWithdraw && (
        <section className="cs-section">
          <button
            type="button"
            className="qf-button cs-danger"
            data-testid="status-withdraw"
            onClick={() => setConfirmWithdraw(true)}
          >
            Отозвать заявку
          </button>
        </section>
      )}

      {view.optOut.length > 0 && (
        <footer className="cs-footer">
          <span>Отписаться от уведомлений:</span>
          {view.optOut.map((o) => (
            <a key={o.channel} className="cs-link" href={o.link} data-testid={`status-opt-out-${o.channel}`}>
              {o.title}
            </a>
          ))}
        </footer>
      )}

      {confirmWithdraw && (
        <div className="qf-backdrop">
          <div
            className="qf-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby="cs-withdraw-title"
            data-testid="status-withdraw-confirm"
          >
            <h2 id="cs-withdraw-title">Отозвать заявку?</h2>
            <p>Заявка на должность «{view.positionTitle}» будет закрыта. Отменить это действие нельзя.</p>
            <div className="qf-dialog-actions cs-actions">
              <button
                type="button"
                className="qf-button"
                disabled={busy}
                onClick={() => setConfirmWithdraw(false)}
              >
                Не отзывать
              </button>
              <button
                type="button"
                className="qf-button cs-danger-solid"
                disabled={busy}
                data-testid="status-withdraw-yes"
                onClick={() => void withdraw()}
              >
                Отозвать
              </button>
            </div>
          </div>
        </div>
      )}
      {failure && (
        <Modal testId="status-failure" title="Ошибка" actionLabel="Закрыть" onAction={() => setFailure(null)}>
          <p>{failure}</p>
        </Modal>
      )}
    </div>
  );
}
