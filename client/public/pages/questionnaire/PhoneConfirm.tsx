import { fieldOf } from '#events/core/json';
import { useEffect, useId, useState } from 'react';
import { ApiError } from './api';
import { formatCodeInput, messageOf } from './masks';

export type ConfirmAttempt = { ok: true } | { ok: false; message: string };

interface PhoneConfirmProps {
  /** Shown only when there is a valid phone to confirm. */
  ready: boolean;
  confirmed: boolean;
  send: () => Promise<{ resendAfterSeconds: number }>;
  confirm: (code: string) => Promise<ConfirmAttempt>;
  sendLabel?: string;
}

/**
 * The phone confirmation widget (spec part 1, section 4): 'Подтвердить по СМС'; after sending, a
 * 4-digit code field and 'Отправить смс повторно' (enabled after the countdown); 4 digits verify
 * by themselves; success shows 'Подтверждён'. Remount it (key) when the phone changes.
 */
export function PhoneConfirm({
  ready,
  confirmed,
  send,
  confirm,
  sendLabel = 'Подтвердить по СМС',
}: PhoneConfirmProps) {
  const codeId = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  if (confirmed) {
    return <PhoneConfirmed />;
  }
  if (!ready) return null;

  const requestCode = async () => {
    setBusy(true);
    setError('');
    try {
      const { resendAfterSeconds } = await send();
      setSent(true);
      setCode('');
      setSecondsLeft(resendAfterSeconds);
    } catch (err) {
      const retry = retryOf(err);
      if (retry?.codeSent && retry.retryAfterSeconds) {
        // Too soon to resend: a code went to this phone under a minute ago (before the phone was
        // retyped or the page reloaded). The code field appears for it, with the countdown to the
        // next send, instead of a wait with nowhere to type the code.
        setSent(true);
        setCode('');
        setSecondsLeft(retry.retryAfterSeconds);
        return;
      }
      if (retry?.retryAfterSeconds && sent) setSecondsLeft(retry.retryAfterSeconds);
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const onCode = async (value: string) => {
    const digits = formatCodeInput(value);
    setCode(digits);
    setError('');
    if (digits.length !== 4) return;
    setBusy(true);
    try {
      const result = await confirm(digits);
      if (!result.ok) {
        setError(result.message);
        setCode('');
      }
    } catch (err) {
      setError(messageOf(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (!sent) {
    return (
      <div className="qf-field">
        <div className="qf-row">
          <button
            type="button"
            className="qf-button qf-primary"
            data-testid="sms-send"
            disabled={busy}
            onClick={requestCode}
          >
            {sendLabel}
          </button>
        </div>
        {error && (
          <span className="qf-error" role="alert" data-testid="sms-error">
            {error}
          </span>
        )}
      </div>
    );
  }

  return (
    <div className="qf-field">
      <label htmlFor={codeId} className="qf-label">
        Код из СМС
      </label>
      <div className="qf-row">
        <input
          id={codeId}
          className="qf-input qf-code"
          data-testid="sms-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          disabled={busy}
          aria-invalid={Boolean(error)}
          onChange={(e) => void onCode(e.target.value)}
        />
        <button
          type="button"
          className="qf-button"
          data-testid="sms-resend"
          disabled={busy || secondsLeft > 0}
          onClick={requestCode}
        >
          Отправить смс повторно
        </button>
      </div>
      {secondsLeft > 0 && (
        <span className="qf-hint" data-testid="sms-countdown">
          Повторная отправка возможна через {secondsLeft} с
        </span>
      )}
      {error && (
        <span className="qf-error" role="alert" data-testid="sms-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** 'Подтверждён': the phone is proven by a code. */
export function PhoneConfirmed() {
  return (
    <div className="qf-field">
      <span className="qf-confirmed" data-testid="sms-confirmed" role="status">
        <span aria-hidden="true">✓</span> Подтверждён
      </span>
    </div>
  );
}

/** What a refused send says about retrying: when, and whether a code already went out. */
function retryOf(err: unknown): { retryAfterSeconds?: number; codeSent?: boolean } {
  const details = err instanceof ApiError ? err.body?.details : undefined;
  if (typeof details !== 'object' || details === null) return {};
  const seconds = fieldOf(details, 'retryAfterSeconds');
  return {
    retryAfterSeconds: typeof seconds === 'number' ? seconds : undefined,
    codeSent: Reflect.get(details, 'codeSent') === true,
  };
}
