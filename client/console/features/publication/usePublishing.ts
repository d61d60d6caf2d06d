import { useCallback, useRef, useState } from 'react';
import type { PublicationAction, VacancyService } from '#events/vacancies/events';
import { ACTION_RESULT_TEXTS, PUBLICATION_TEXTS } from '#events/publication/views';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { publishAction, resetAccount, type JobBoardService, type StaffVacancy } from '../vacancies';
import { errorText, SERVICE_LABELS } from '../vacancies';
import type { RowButton } from './PublishRow';
import type { ResultMessage } from '../vacancies';
import { openSignInPopup, waitForSignIn, type SignInOutcome } from './authPopup';

export interface Publishing {
  running: { service: VacancyService; button: RowButton } | null;
  result: ResultMessage | null;
  closeResult: () => void;
  act: (service: VacancyService, action: PublicationAction, button: RowButton) => Promise<void>;
  logout: (service: JobBoardService) => Promise<void>;
}

const failure = (err: unknown): ResultMessage =>
  err instanceof ApiError
    ? { status: err.status, message: errorText(err.message, err.status) }
    : { status: 500, message: UNKNOWN_ERROR_MESSAGE };

/**
 * The publish panel's calls (spec part 1, sections 4 and 8): an action answers code 200 (the
 * result modal says what was done) or a sign-in URL; then the board's page opens in a 640x360
 * popup and, after its code-200 message, the action is repeated once. Errors show their own
 * message and status. `onSettled` runs after every call (the page reloads the publications).
 */
export function usePublishing(vacancy: StaffVacancy | null, onSettled: () => void): Publishing {
  const [running, setRunning] = useState<Publishing['running']>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  /** A sign-in waiting for the user to open the popup by hand (the browser blocked it). */
  const pendingSignIn = useRef<((outcome: SignInOutcome) => void) | null>(null);

  const signIn = useCallback((url: string, service: VacancyService): Promise<SignInOutcome> => {
    const popup = openSignInPopup(url);
    if (popup) return waitForSignIn(popup, service);
    // Opened after an answer, not straight from the click: a blocker may refuse. Ask for a click.
    return new Promise((resolve) => {
      pendingSignIn.current = resolve;
      const title = SERVICE_LABELS[service];
      setResult({
        status: 401,
        message: `Браузер заблокировал окно входа в ${title}. Нажмите «Войти», чтобы открыть его.`,
        action: {
          text: 'Войти',
          run: () => {
            pendingSignIn.current = null;
            const opened = openSignInPopup(url);
            if (opened) void waitForSignIn(opened, service).then(resolve);
            else resolve({ ok: false, status: 401, message: 'Окно входа заблокировано браузером' });
          },
        },
      });
    });
  }, []);

  const closeResult = useCallback(() => {
    setResult(null);
    const cancelled = pendingSignIn.current;
    pendingSignIn.current = null;
    cancelled?.({ ok: false, status: 401, message: 'Вход не выполнен' });
  }, []);

  const act = useCallback(
    async (service: VacancyService, action: PublicationAction, button: RowButton) => {
      if (!vacancy) return;
      setRunning({ service, button });
      try {
        const input = {
          service,
          action,
          meta: { userId: vacancy.meta.userId, IStoreId: vacancy.IStoreId, areaId: vacancy.meta.areaId },
        };
        let answer = await publishAction(vacancy.id, input);
        if (answer.code === 401) {
          const outcome = await signIn(answer.redirectURL, service);
          if (!outcome.ok) {
            setResult({ status: outcome.status, message: errorText(outcome.message, outcome.status) });
            return;
          }
          answer = await publishAction(vacancy.id, input);
        }
        setResult(
          answer.code === 200
            ? { status: 200, message: ACTION_RESULT_TEXTS[action] }
            : { status: answer.code, message: errorText(answer.message, answer.code) },
        );
      } catch (err) {
        setResult(failure(err));
      } finally {
        setRunning(null);
        onSettled();
      }
    },
    [vacancy, signIn, onSettled],
  );

  const logout = useCallback(
    async (service: JobBoardService) => {
      setRunning({ service, button: 'logout' });
      try {
        const { message } = await resetAccount(service);
        setResult({ status: 200, message });
      } catch (err) {
        const status = err instanceof ApiError ? err.status : 500;
        setResult({ status, message: PUBLICATION_TEXTS.logoutFailed });
      } finally {
        setRunning(null);
        onSettled();
      }
    },
    [onSettled],
  );

  return { running, result, closeResult, act, logout };
}
