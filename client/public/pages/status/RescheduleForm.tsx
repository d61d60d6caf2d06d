import { useId, useState } from 'react';
import { DateTime } from 'luxon';
import { CANDIDATE_STATUS_LIMITS } from '#events/candidate-status/events';
import type { CandidateStatusView } from '#events/candidate-status/view';
import { post } from '../questionnaire/api';
import { messageOf } from '../questionnaire/masks';
import type { StatusLink } from './StatusDetails';

interface Props {
  link: StatusLink;
  onDone: (view: CandidateStatusView) => void;
  onCancel: () => void;
}

/** 'Перенести': a request with an optional comment and preferred time (Moscow); staff move the meeting. */
export function RescheduleForm({ link, onDone, onCancel }: Props) {
  const commentId = useId();
  const timeId = useId();
  const [comment, setComment] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setError('');
    try {
      // The browser's local date-time field, read as Moscow time (the zone every time here is shown in).
      const preferred = time ? DateTime.fromISO(time, { zone: 'Europe/Moscow' }) : null;
      const body = {
        ...link,
        comment: comment.trim(),
        preferredTime: preferred?.isValid ? preferred.toUTC().toISO() : null,
      };
      onDone((await post<{ entity: CandidateStatusView }>('/candidate-status/reschedule', body)).entity);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cs-form" data-testid="status-reschedule-form">
      <label htmlFor={timeId} className="qf-label">
        Удобное время (МСК), необязательно
      </label>
      <input
        id={timeId}
        type="datetime-local"
        className="qf-input"
        data-testid="status-reschedule-time"
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <label htmlFor={commentId} className="qf-label">
        Комментарий, необязательно
      </label>
      <textarea
        id={commentId}
        className="qf-input cs-textarea"
        data-testid="status-reschedule-comment"
        maxLength={CANDIDATE_STATUS_LIMITS.commentMax}
        rows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && (
        <span className="qf-error" role="alert" data-testid="status-reschedule-error">
          {error}
        </span>
      )}
      <div className="cs-actions">
        <button type="button" className="qf-button" disabled={busy} onClick={onCancel}>
          Отмена
        </button>
        <button
          type="button"
          className="qf-button qf-primary"
          disabled={busy}
          data-testid="status-reschedule-send"
          onClick={() => void send()}
        >
          Попросить перенести
        </button>
      </div>
    </div>
  );
}
