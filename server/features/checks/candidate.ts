import type { CandidateIdentity } from '#events/blacklist/match';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import type { CheckPerson } from '../../adapters/checks/port';

/** 'ГГГГ-ММ-ДД' (the questionnaire's) or 'ДД.ММ.ГГГГ' (the profile's) as 'ДД.ММ.ГГГГ'. */
export function russianDate(date: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : date;
}

/** What the checks know of the candidate: the profile's data when filled, else the questionnaire's. */
export function identityOf(q: QuestionnaireView): CandidateIdentity & CheckPerson {
  const personal = q.profile?.personal;
  const passport = q.profile?.passport;
  const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');
  return {
    lastname: personal?.lastname || q.info.lastname,
    firstname: personal?.firstname || q.info.firstname,
    secondname: personal?.secondname ?? q.info.secondname,
    dateBirth: russianDate(personal?.dateBirth || q.info.dateBirth),
    ...(passport
      ? {
          passport: `${digits(passport.series)}${digits(passport.number)}`,
          passportSeries: digits(passport.series),
          passportNumber: digits(passport.number),
        }
      : {}),
    ...(personal?.inn ? { inn: digits(personal.inn) } : {}),
  };
}
