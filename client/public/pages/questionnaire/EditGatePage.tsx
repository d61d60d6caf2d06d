import { lazy, Suspense, useEffect, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useParams } from 'wouter';
import {
  formatDateRu,
  formatPhoneInput,
  type LightQuestionnaireInfo,
  type QuestionnaireLightEntity,
} from '#events/questionnaire-light/events';
import { ApiError, post } from './api';
import { LIGHT_FORM_FIELDS, LightForm, type LightFormValues } from './LightForm';
import { lightFormFieldOf, messageOf } from './masks';
import { Modal } from './Modal';
import { EDIT_SAVED_CLOSE_MS, fieldMessage } from './outcomes';
import { PhoneConfirm, PhoneConfirmed } from './PhoneConfirm';
import type { OwnForm, OwnGateView, OwnQuestionnaireView } from '#events/questionnaire/own';
import { loadOwn, type OwnCredentials } from '../profile/ownPort';
import './questionnaire.css';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

// The extended profile (and its Fluent UI form) loads only for links that open it.
const OwnProfilePage = lazy(() => import('../profile/OwnProfilePage'));

type Gate =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'ready'; phoneMasked: string; form: OwnForm };

/**
 * /protected/feedback/edit/{id}/al: the candidate confirms the phone left at creation with an SMS
 * code. A link to an employment questionnaire (the staff list's, or a light questionnaire's once a
 * reviewer accepted it) then opens the extended applicant profile; a light questionnaire's link
 * before that, the light form, editable while it is still new.
 */
export default function EditGatePage() {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(publicTitle('Анкета кандидата'));
  // The link's secret (?t=): without it the number alone opens nothing.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const [gate, setGate] = useState<Gate>({ state: 'loading' });
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  const [entity, setEntity] = useState<QuestionnaireLightEntity | null>(null);
  const [profile, setProfile] = useState<{
    credentials: OwnCredentials;
    entity: OwnQuestionnaireView;
  } | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    post<OwnGateView>('/questionnaire/own/gate', { id, token })
      .then((r) => setGate({ state: 'ready', phoneMasked: r.phoneMasked, form: r.form }))
      .catch((err: Error) => setGate({ state: 'missing', message: err.message }));
  }, [id, token]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), EDIT_SAVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const confirm = async (code: string) => {
    try {
      const confirmed = await post<{ phoneToken: string }>('/questionnaire/own/confirm-code', {
        id,
        token,
        code,
      });
      if (gate.state === 'ready' && gate.form === 'profile') {
        const credentials = { id, token, phoneToken: confirmed.phoneToken };
        const own = await loadOwn(credentials);
        setProfile({ credentials, entity: own.entity });
        return { ok: true as const };
      }
      const own = await post<{ entity: QuestionnaireLightEntity }>('/questionnaire-light/own', {
        id,
        token,
        phoneToken: confirmed.phoneToken,
      });
      setPhoneToken(confirmed.phoneToken);
      setEntity(own.entity);
      return { ok: true as const };
    } catch (err) {
      return { ok: false as const, message: messageOf(err) };
    }
  };

  const save = async (info: LightQuestionnaireInfo, setError: UseFormSetError<LightFormValues>) => {
    try {
      await post('/questionnaire-light/update-own', { id, token, phoneToken, info });
      setSaved(true);
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure(messageOf(err));
      const field = lightFormFieldOf(err.field, LIGHT_FORM_FIELDS);
      if (err.status === 400 && field && field !== 'phone') {
        return setError(field, { message: fieldMessage(err.message) });
      }
      setFailure(err.message);
    }
  };

  return (
    <main className="qf">
      <div className="qf-card">
        <h1 className="qf-title">{profile ? 'Анкета кандидата' : 'Изменение анкеты'}</h1>
        {gate.state === 'loading' && <p className="qf-message">Загрузка…</p>}
        {gate.state === 'missing' && (
          <>
            <p className="qf-message" role="alert" data-testid="edit-gate-error">
              {gate.message}
            </p>
            <Link className="qf-back" href="/">
              Перейти на главную страницу
            </Link>
          </>
        )}
        {gate.state === 'ready' && !entity && !profile && (
          <>
            <p className="qf-subtitle">
              Чтобы изменить анкету, подтвердите номер телефона, указанный при её заполнении:{' '}
              <strong data-testid="edit-phone-masked">{gate.phoneMasked}</strong>
            </p>
            <PhoneConfirm
              ready
              confirmed={false}
              sendLabel="Получить код по СМС"
              send={() => post<{ resendAfterSeconds: number }>('/questionnaire/own/send-code', { id, token })}
              confirm={confirm}
            />
          </>
        )}
        {profile && (
          <Suspense fallback={<p className="qf-message">Загрузка…</p>}>
            <OwnProfilePage credentials={profile.credentials} initial={profile.entity} />
          </Suspense>
        )}
        {entity && <p className="qf-subtitle">Проверьте данные анкеты и сохраните изменения.</p>}
        {entity && (
          <LightForm
            defaultValues={formValuesOf(entity)}
            submitLabel="Сохранить"
            phoneLocked
            phoneSlot={() => <PhoneConfirmed />}
            onValid={save}
          />
        )}
      </div>
      {saved && (
        <Modal testId="modal-saved" title="Анкета сохранена">
          <p>Изменения сохранены.</p>
        </Modal>
      )}
      {failure && (
        <Modal testId="modal-error" title="Ошибка" actionLabel="Закрыть" onAction={() => setFailure(null)}>
          <p>{failure}</p>
        </Modal>
      )}
    </main>
  );
}

function formValuesOf(entity: QuestionnaireLightEntity): LightFormValues {
  const { info } = entity;
  return {
    surname: info.surname,
    firstName: info.firstName,
    patronymicName: info.patronymicName,
    woPatronymic: info.woPatronymic,
    citizen: info.citizen,
    birthDate: formatDateRu(info.birthDate),
    phone: formatPhoneInput(info.phone),
    email: info.email,
    addressFact: info.addressFact,
    subwayStation: info.subwayStation,
  };
}
