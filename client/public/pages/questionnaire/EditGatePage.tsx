import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useParams } from 'wouter';
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
import { CandidateGate, useCandidateGate } from './CandidateGate';
import { PhoneConfirmed } from './PhoneConfirm';
import type { OwnGateView, OwnQuestionnaireView } from '#events/questionnaire/own';
import { loadOwn, type OwnCredentials } from '../profile/ownPort';
import './questionnaire.css';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

// The extended profile (and its Fluent UI form) loads only for links that open it.
const OwnProfilePage = lazy(() => import('../profile/OwnProfilePage'));

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
  const gate = useCandidateGate<OwnGateView>(
    '/questionnaire/own/gate',
    useMemo(() => ({ id, token }), [id, token]),
  );
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  const [entity, setEntity] = useState<QuestionnaireLightEntity | null>(null);
  const [profile, setProfile] = useState<{
    credentials: OwnCredentials;
    entity: OwnQuestionnaireView;
  } | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
        <CandidateGate
          gate={gate}
          open={!!entity || !!profile}
          prompt="Чтобы изменить анкету, подтвердите номер телефона, указанный при её заполнении:"
          errorTestId="edit-gate-error"
          phoneTestId="edit-phone-masked"
          send={() => post<{ resendAfterSeconds: number }>('/questionnaire/own/send-code', { id, token })}
          confirm={confirm}
        />
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
