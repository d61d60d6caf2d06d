import { useCallback, useEffect, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { LIGHT_MESSAGES, type LightQuestionnaireInfo } from '#events/questionnaire-light/events';
import type { PublicVacancy } from '#events/vacancies/views';
import { ApiError, callApi, post } from './api';
import { clearDraft, loadDraft, saveDraft, type PhoneProof } from './draft';
import { LIGHT_FORM_FIELDS, LightForm, type LightFormValues } from './LightForm';
import { lightFormFieldOf } from './masks';
import { Modal } from './Modal';
import {
  APOLOGY_TEXT,
  DUPLICATE_TEXT,
  fieldMessage,
  PhoneNotice,
  THANKS_CLOSE_MS,
  THANKS_TEXT,
} from './outcomes';
import { PhoneConfirm } from './PhoneConfirm';
import { sourceQuery, useLightSource } from '../../state/source';
import './questionnaire.css';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

type Outcome = 'thanks' | 'duplicate' | 'error' | null;

/** /vacancies/{id}/al: the light questionnaire for one vacancy, with phone confirmation by SMS. */
export default function QuestionnairePage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const [vacancy, setVacancy] = useState<PublicVacancy | null | 'missing'>(null);
  // The values typed and the confirmed phone survive a reload or Back, for this tab's session only.
  const [draft] = useState(() => loadDraft(id));
  const [proof, setProofState] = useState<PhoneProof | null>(draft.proof);
  const setProof = (next: PhoneProof | null) => {
    setProofState(next);
    saveDraft(id, { ...loadDraft(id), proof: next });
  };
  const keepValues = useCallback(
    (values: LightFormValues) => saveDraft(id, { ...loadDraft(id), values }),
    [id],
  );
  const [needPhone, setNeedPhone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const source = useLightSource();
  useDocumentTitle(
    vacancy === null
      ? null
      : publicTitle(typeof vacancy === 'object' ? `Анкета: ${vacancy.position.title}` : 'Анкета'),
  );

  useEffect(() => {
    callApi<PublicVacancy>('GET', `/vacancies/${encodeURIComponent(id)}`)
      .then(setVacancy)
      .catch(() => setVacancy('missing'));
  }, [id]);

  useEffect(() => {
    if (outcome !== 'thanks') return;
    const timer = setTimeout(() => navigate('/'), THANKS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (vacancy === null) return <main className="qf" aria-busy="true" />;
  if (vacancy === 'missing' || vacancy.status !== 'published') {
    return (
      <main className="qf">
        <div className="qf-card">
          <h1 className="qf-title" data-testid="vacancy-closed">
            {vacancy === 'missing' ? 'Вакансия не найдена' : 'Вакансия закрыта'}
          </h1>
          <Link className="qf-back" href="/">
            Перейти на главную страницу
          </Link>
        </div>
      </main>
    );
  }

  const store = vacancy.store.mall ? `ТЦ ${vacancy.store.mall}, ${vacancy.store.name}` : vacancy.store.name;

  const submit = async (info: LightQuestionnaireInfo, setError: UseFormSetError<LightFormValues>) => {
    if (proof?.phone !== info.phone) {
      setNeedPhone(true);
      setError('phone', { message: LIGHT_MESSAGES.phoneConfirm });
      return;
    }
    setNeedPhone(false);
    try {
      const possible = await post<{ value: boolean }>('/is-possible-to-save-questionnaire-light', {
        vacancy_id: vacancy.id,
        info: { phone: info.phone },
        phoneToken: proof.token,
      });
      if (!possible.value) {
        clearDraft(vacancy.id);
        return setOutcome('duplicate');
      }
      await post<{ id: string }>('/save-questionnaire-light', {
        vacancy_id: vacancy.id,
        type: 'new',
        info,
        phoneToken: proof.token,
        ...(source ? { source } : {}),
      });
      clearDraft(vacancy.id);
      setOutcome('thanks');
    } catch (err) {
      if (!(err instanceof ApiError)) return setOutcome('error');
      if (err.status === 409) {
        clearDraft(vacancy.id);
        return setOutcome('duplicate');
      }
      const field = lightFormFieldOf(err.field, LIGHT_FORM_FIELDS);
      if (err.status === 400 && field === 'phone') {
        setProof(null);
        setNeedPhone(true);
        return;
      }
      if (err.status === 400 && field) {
        return setError(field, { message: fieldMessage(err.message) });
      }
      setOutcome('error');
    }
  };

  return (
    <main className="qf">
      <Link className="qf-back" href={`/vacancies/${encodeURIComponent(vacancy.id)}${sourceQuery(source)}`}>
        ← К вакансии
      </Link>
      <div className="qf-card">
        <h1 className="qf-title">Анкета кандидата</h1>
        <p className="qf-subtitle" data-testid="q-vacancy">
          {vacancy.position.title} · {store}
          {vacancy.store.cityName ? `, ${vacancy.store.cityName}` : ''}
        </p>
        <LightForm
          defaultValues={draft.values}
          onValuesChange={keepValues}
          submitLabel="Отправить анкету"
          notice={needPhone ? <PhoneNotice /> : null}
          phoneConfirmed={proof !== null}
          phoneSlot={({ digits, valid }) => (
            <PhoneConfirm
              key={digits}
              ready={valid}
              confirmed={proof?.phone === digits}
              send={() => post<{ resendAfterSeconds: number }>('/sendSMS', { phone: digits })}
              confirm={async (code) => {
                const r = await post<{ isDone: boolean; value: string; phoneToken?: string }>(
                  '/confirmPhoneBySMS',
                  {
                    phone: digits,
                    code,
                  },
                );
                if (!r.isDone || !r.phoneToken) return { ok: false, message: r.value };
                setProof({ phone: digits, token: r.phoneToken, at: Date.now() });
                setNeedPhone(false);
                return { ok: true };
              }}
            />
          )}
          onValid={submit}
        />
      </div>
      {outcome === 'thanks' && (
        <Modal testId="modal-thanks" title="Спасибо">
          <p>{THANKS_TEXT}</p>
        </Modal>
      )}
      {outcome === 'duplicate' && (
        <Modal testId="modal-duplicate" title="Внимание" actionLabel="OK" onAction={() => navigate('/')}>
          <p>{DUPLICATE_TEXT}</p>
        </Modal>
      )}
      {outcome === 'error' && (
        <Modal testId="modal-error" title="Ошибка" actionLabel="Закрыть" onAction={() => setOutcome(null)}>
          <p>{APOLOGY_TEXT}</p>
        </Modal>
      )}
    </main>
  );
}
