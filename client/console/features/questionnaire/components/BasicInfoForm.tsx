import { Checkbox } from '@fluentui/react-components';
import { formatCalendarDay, parseCalendarDay } from '#events/core/calendar-day';
import { DATE_MESSAGES } from '#events/core/validators';
import { SHARED_PERSONAL_FIELDS } from '#events/questionnaire/personal-data';
import { toProfileDay } from '#events/questionnaire/profile/dates';
import { ChoiceField, DateField, TextField } from '#client/shared/profile/fields';
import { SectionCard } from '#client/shared/profile/SectionCard';
import type { QuestionnaireView } from '../api';
import { useInfoForm } from './useInfoForm';

type Info = QuestionnaireView['info'];
/** The personal data's shared fields as the form holds them: the birth date as 'ДД.ММ.ГГГГ'. */
type Basic = Pick<Info, 'lastname' | 'firstname' | 'secondname' | 'woPatronymic' | 'phone' | 'email'> & {
  sex: 'male' | 'female' | '';
  dateBirth: string;
};

const SEXES = [
  { id: 'male', title: 'Мужской' },
  { id: 'female', title: 'Женский' },
];

const basicOf = (q: QuestionnaireView): Basic => ({
  lastname: q.info.lastname,
  firstname: q.info.firstname,
  secondname: q.info.secondname,
  woPatronymic: q.info.woPatronymic,
  sex: q.info.sex ?? '',
  dateBirth: toProfileDay(q.info.dateBirth),
  phone: q.info.phone,
  email: q.info.email,
});

/** Only what the user changed is sent: someone else's change of another field is never overwritten. */
function changesOf(base: Basic, draft: Basic): Partial<Info> {
  const changes: Partial<Info> = {};
  for (const field of SHARED_PERSONAL_FIELDS) {
    if (draft[field] === base[field]) continue;
    if (field === 'sex') {
      if (draft.sex) changes.sex = draft.sex;
    } else if (field === 'dateBirth') {
      const day = parseCalendarDay(draft.dateBirth, 'ru');
      changes.dateBirth = day ? formatCalendarDay(day, 'iso') : draft.dateBirth;
    } else Object.assign(changes, { [field]: draft[field] });
  }
  return changes;
}

/**
 * The candidate's personal data for those who see identity numbers masked (unit and region
 * directors): the shared fields of 'Личные данные' (name, sex, birth date, phone, e-mail), saved by
 * the card's PUT …/info into the one copy (events/questionnaire/personal-data.ts). INN and SNILS are
 * not theirs to see or change; whoever sees them whole edits the profile's section itself.
 */
export function BasicInfoForm({
  q,
  onSaved,
}: {
  q: QuestionnaireView;
  onSaved: (entity: QuestionnaireView) => void;
}) {
  const form = useInfoForm(q, basicOf, changesOf, onSaved);
  const { draft } = form;
  const set = (patch: Partial<Basic>) => form.setDraft({ ...draft, ...patch });
  const text = (field: 'lastname' | 'firstname' | 'secondname' | 'email', label: string, required = true) => (
    <TextField
      label={label}
      required={required}
      value={draft[field]}
      disabled={form.busy || (field === 'secondname' && draft.woPatronymic)}
      onChange={(v) => set({ [field]: v })}
      error={form.fieldErrors[field]}
      testId={`qa-edit-${field}`}
      inputMode={field === 'email' ? 'email' : undefined}
    />
  );
  const save = () => {
    const birthOk =
      draft.dateBirth === form.base.dateBirth || parseCalendarDay(draft.dateBirth, 'ru') !== null;
    void form.save(birthOk ? {} : { dateBirth: DATE_MESSAGES.format('ru') });
  };
  return (
    <SectionCard
      title="Личные данные"
      testId="qa-edit-basic"
      busy={form.busy}
      notice={form.notice}
      onTakeServer={form.takeServer}
      onSave={save}
    >
      {text('lastname', 'Фамилия')}
      {text('firstname', 'Имя')}
      {text('secondname', 'Отчество', !draft.woPatronymic)}
      <Checkbox
        label="Нет отчества"
        checked={draft.woPatronymic}
        disabled={form.busy}
        onChange={(_, d) =>
          set({ woPatronymic: Boolean(d.checked), secondname: d.checked ? '' : draft.secondname })
        }
        data-testid="qa-edit-woPatronymic"
      />
      <ChoiceField
        label="Пол"
        entries={SEXES}
        value={draft.sex}
        disabled={form.busy}
        onChange={(v) => set({ sex: v === 'male' || v === 'female' ? v : '' })}
        error={form.fieldErrors.sex}
        testId="qa-edit-sex"
      />
      <DateField
        label="Дата рождения"
        value={draft.dateBirth}
        disabled={form.busy}
        onChange={(v) => set({ dateBirth: v })}
        error={form.fieldErrors.dateBirth}
        testId="qa-edit-dateBirth"
      />
      <TextField
        label="Телефон (11 цифр)"
        value={draft.phone}
        disabled={form.busy}
        onChange={(v) => set({ phone: v.replace(/\D/g, '').slice(0, 11) })}
        error={form.fieldErrors.phone}
        testId="qa-edit-phone"
        inputMode="tel"
      />
      {text('email', 'E-mail', false)}
    </SectionCard>
  );
}
