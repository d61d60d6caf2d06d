import { boolean, optional, string, type as loose, validate } from 'superstruct';
import { CheckServiceError, fetchJson } from '../checks/port';
import type { CriminalRecordPort } from './port';

const Answer = loose({ has: boolean(), info: optional(string()) });

/**
 * The criminal record service over HTTP (CRIMINAL_RECORD_API_URL, CRIMINAL_RECORD_API_TOKEN):
 * POST /checks {lastname, firstname, secondname, birthDate, passport:{series, number}} with
 * `Authorization: Bearer …` → {has, info?}. Anything else is CheckServiceError.
 */
export function createHttpCriminalRecord(options: { url: string; token: string }): CriminalRecordPort {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'criminal-record',
    async check(person, signal) {
      const { status, json } = await fetchJson(`${base}/checks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${options.token}`,
        },
        body: JSON.stringify({
          lastname: person.lastname,
          firstname: person.firstname,
          secondname: person.secondname,
          birthDate: person.dateBirth,
          passport: { series: person.passportSeries ?? '', number: person.passportNumber ?? '' },
        }),
        signal,
      });
      if (status !== 200) throw new CheckServiceError('failure', `status ${status}`);
      const [error, answer] = validate(json, Answer);
      if (error) throw new CheckServiceError('malformed', 'answer');
      return answer.info ? { has: answer.has, info: answer.info } : { has: answer.has };
    },
  };
}
