import { useState } from 'react';
import { Spinner, Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { PROFILE_LINK_MESSAGES } from '#events/questionnaire/profile-link';
import { ApiError } from '#client/console/shell/http';
import { sendCandidateLink } from '../api';

/** A refusal stays long enough to read the time it names. */
const REFUSAL_TIMEOUT_MS = 10_000;

/**
 * 'Отправить ссылку кандидату' with its feedback in the given toaster: 'Отправляем ссылку…' with a
 * spinner while the server records it, then 'Ссылка отправлена кандидату' or the server's refusal
 * (the 10-minute rule names the time of the last send). No confirmation: a send is harmless and
 * cannot repeat within 10 minutes. The card's notifications block shows the messages as they go.
 */
export function useSendLink(toasterId: string) {
  const { dispatchToast, updateToast } = useToastController(toasterId);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setSending((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = async (id: string) => {
    const toastId = `send-link-${id}-${Date.now()}`;
    mark(id, true);
    dispatchToast(
      <Toast data-testid="qa-send-link-progress">
        <ToastTitle media={<Spinner size="tiny" />}>Отправляем ссылку…</ToastTitle>
      </Toast>,
      { toastId, timeout: -1, intent: 'info' },
    );
    try {
      await sendCandidateLink(id);
      updateToast({
        toastId,
        intent: 'success',
        timeout: 4000,
        content: (
          <Toast data-testid="qa-send-link-done">
            <ToastTitle>{PROFILE_LINK_MESSAGES.sent}</ToastTitle>
          </Toast>
        ),
      });
    } catch (err) {
      updateToast({
        toastId,
        intent: 'error',
        timeout: REFUSAL_TIMEOUT_MS,
        content: (
          <Toast data-testid="qa-send-link-error">
            <ToastTitle>{err instanceof ApiError ? err.message : PROFILE_LINK_MESSAGES.failed}</ToastTitle>
          </Toast>
        ),
      });
    } finally {
      mark(id, false);
    }
  };
  return { send, isSending: (id: string) => sending.has(id) };
}
