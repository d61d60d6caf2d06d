import { formatCalendarDay, parseCalendarDay } from '#events/core/calendar-day';
import { storedDay } from '#events/questionnaire/profile/dates';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import type { OneSHire } from '../../adapters/onec/port';
import type { HireState } from './decider';

/** 'ДД.ММ.ГГГГ' (the form's, the profile's) → 'ГГГГ-ММ-ДД' (1C's); '' when it is not a date. */
function isoDay(value: string | null | undefined): string {
  const day = value ? (parseCalendarDay(value, 'ru') ?? storedDay(value)) : null;
  return day ? formatCalendarDay(day, 'iso') : '';
}

/**
 * What one hire carries to 1C, built from the questionnaire (its info and profile) and the form the
 * hire recorded. Built again at every attempt: a resend after a drift carries the current data.
 */
export function oneSHireOf(q: QuestionnaireView, hire: NonNullable<HireState['hire']>): OneSHire {
  const personal = q.profile?.personal;
  const passport = q.profile?.passport;
  const { form } = hire;
  const sex = (personal?.sex || q.info.sex) === 'female' ? 'female' : 'male';
  return {
    hireId: hire.hireId,
    person: {
      lastName: personal?.lastname || q.info.lastname,
      firstName: personal?.firstname || q.info.firstname,
      middleName: personal?.secondname ?? q.info.secondname,
      birthDate: isoDay(personal?.dateBirth || q.info.dateBirth),
      sex,
      inn: personal?.inn ?? '',
      snils: personal?.snils ?? '',
    },
    passport: {
      series: passport?.series ?? '',
      number: passport?.number ?? '',
      issuedAt: isoDay(passport?.dateExtradition),
      issuedBy: passport?.placeExtradition ?? '',
      departmentCode: passport?.departmentNumber ?? '',
    },
    employment: {
      date: isoDay(form.registrationDate),
      termEnd: form.isTermContract === '1' ? isoDay(form.contractExpirationDate) || null : null,
      positionTitle: hire.positionTitle,
      storeCode: hire.IStoreId,
      parttimeHours: form.parttimerHours ?? null,
      bank: {
        bic: form.salaryProject.ui.bic_cbrf,
        account: form.salaryProject.ui.account,
        name: form.salaryProject.ui.name || form.salaryProject.ui.salaryProjectName,
      },
    },
  };
}
