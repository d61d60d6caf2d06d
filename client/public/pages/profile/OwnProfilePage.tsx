import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { oneOf } from '#events/core/json';
import type { OwnQuestionnaireView } from '#events/questionnaire/own';
import { PROFILE_SECTION_TITLES, PROFILE_SECTIONS } from '#events/questionnaire/profile/events';
import { profileProblems } from '#events/questionnaire/profile/rules';
import type { ScanCounts } from '#events/questionnaire/profile/types';
import { ApiError } from '../questionnaire/api';
import { messageOf } from '../questionnaire/masks';
import { Modal } from '../questionnaire/Modal';
import { EDIT_SAVED_CLOSE_MS, THANKS_CLOSE_MS } from '../questionnaire/outcomes';
import { ownPort, submitOwn, type OwnCredentials } from './ownPort';

// Fluent UI and the form come in their own chunk: the public feed's bundle stays small.
const ProfileFormHost = lazy(() => import('./ProfileFormHost'));

type Outcome =
  | { kind: 'thanks' }
  | { kind: 'edited' }
  | { kind: 'attention'; message: string }
  | { kind: 'failure'; message: string }
  | null;

const SCAN_KINDS = ['passport', 'inn', 'snils', 'military', 'martial', 'education'] as const;

/** 'Паспорт: Обязательное поле' — where a refusal points, in the candidate's words. */
export function whereText(field: string | undefined, message: string): string {
  if (!field) return message;
  const head = field.split('.')[0];
  if (head === 'scans') return `Сканы документов: ${message}`;
  const section = oneOf(PROFILE_SECTIONS, head);
  return section ? `Раздел «${PROFILE_SECTION_TITLES[section]}»: ${message}` : message;
}

/** The first rule of section 5 the saved profile breaks (what the server's submit would say). */
function firstProblem(q: OwnQuestionnaireView) {
  const scans: ScanCounts = {};
  for (const kind of SCAN_KINDS) {
    const count = q.files[kind]?.length ?? 0;
    if (count > 0) scans[kind] = count;
  }
  const today = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const problems = profileProblems(q.profile, {
    today,
    selfEmployed: q.contractorType === 'Entrepreneur',
    productName: '',
    corporateEmailDomain: '',
    scans,
    isNewSubmit: false,
    scansChecked: true,
  });
  return problems[0] ?? null;
}

/**
 * The candidate's extended profile on /protected/feedback/edit/{id}/al, once the phone is confirmed
 * (spec part 2, sections 2 and 4): the shared profile form saving section by section, and
 * 'Отправить анкету' — enabled only when the saved profile passes every rule; a thank-you modal and
 * the home page 3000 ms later; a duplicate (409) shows 'Внимание'; a failed submit keeps the form as
 * typed (the form is never remounted here).
 */
export default function OwnProfilePage({
  credentials,
  initial,
}: {
  credentials: OwnCredentials;
  initial: OwnQuestionnaireView;
}) {
  const [, navigate] = useLocation();
  const [q, setQ] = useState(initial);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const port = useMemo(() => ownPort(credentials), [credentials]);
  const problem = firstProblem(q);

  useEffect(() => {
    // A first submit: thanks, then the home page; a questionnaire sent again (an edit): the modal
    // closes by itself after 1000 ms and the form stays (spec part 2, section 4, 'Applicant submit').
    if (outcome?.kind === 'thanks') {
      const timer = setTimeout(() => navigate('/'), THANKS_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    if (outcome?.kind === 'edited') {
      const timer = setTimeout(() => setOutcome(null), EDIT_SAVED_CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [outcome, navigate]);

  const submit = async () => {
    setSending(true);
    try {
      const again = Boolean(q.submittedAt);
      const { entity } = await submitOwn(credentials);
      setQ(entity);
      setOutcome({ kind: again ? 'edited' : 'thanks' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409)
        setOutcome({ kind: 'attention', message: err.message });
      else if (err instanceof ApiError && err.status === 400)
        setOutcome({ kind: 'failure', message: whereText(err.field, err.message) });
      else setOutcome({ kind: 'failure', message: messageOf(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <p className="qf-subtitle">
        {q.vacancy.positionTitle}, {q.vacancy.storeName} ({q.vacancy.cityName}). Заполните разделы анкеты,
        сохраните каждый и отправьте анкету.
      </p>
      {!q.editable && (
        <p className="qf-notice" role="status" data-testid="own-closed">
          Анкета уже на оформлении или по ней принято решение: изменить её нельзя.
        </p>
      )}
      {q.submittedAt && q.editable && (
        <p className="qf-message" data-testid="own-submitted">
          Анкета отправлена. Если что-то изменится, исправьте раздел и отправьте анкету снова.
        </p>
      )}
      <Suspense fallback={<p className="qf-message">Загрузка анкеты…</p>}>
        <ProfileFormHost q={q} port={port} onSaved={setQ} />
      </Suspense>
      {q.editable && problem && (
        <p className="qf-message" data-testid="own-submit-hint">
          Чтобы отправить анкету, заполните: {whereText(problem.path, problem.message)}
        </p>
      )}
      {q.editable && (
        <div>
          <button
            type="button"
            className="qf-button qf-primary qf-submit"
            disabled={!!problem || sending}
            onClick={() => void submit()}
            data-testid="own-submit"
          >
            {sending ? 'Отправка…' : 'Отправить анкету'}
          </button>
        </div>
      )}
      {outcome?.kind === 'thanks' && (
        <Modal testId="modal-thanks" title="Спасибо!">
          <p>Анкета отправлена. Мы свяжемся с вами в ближайшее время.</p>
        </Modal>
      )}
      {outcome?.kind === 'edited' && (
        <Modal testId="modal-edited" title="Анкета сохранена">
          <p>Изменения анкеты отправлены.</p>
        </Modal>
      )}
      {outcome?.kind === 'attention' && (
        <Modal testId="modal-duplicate" title="Внимание" actionLabel="OK" onAction={() => setOutcome(null)}>
          <p>{outcome.message}</p>
        </Modal>
      )}
      {outcome?.kind === 'failure' && (
        <Modal testId="modal-error" title="Ошибка" actionLabel="Закрыть" onAction={() => setOutcome(null)}>
          <p>{outcome.message}</p>
        </Modal>
      )}
    </>
  );
}
