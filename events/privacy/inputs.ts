import { enums, object, pattern, size, string } from 'superstruct';
import { QUESTIONNAIRE_KIND } from '../questionnaire/events';
import { QUESTIONNAIRE_LIGHT_KIND } from '../questionnaire-light/events';

/** The records a candidate's erasure may start from: either of their questionnaires. */
export const ERASABLE_RECORDS = [QUESTIONNAIRE_LIGHT_KIND, QUESTIONNAIRE_KIND] as const;

/** POST /admin/personal-data/erase: the record whose candidate is erased. */
export const ErasePersonalDataInput = object({
  record: enums(ERASABLE_RECORDS),
  id: pattern(size(string(), 1, 20), /^\d+$/),
});

export const PRIVACY_MESSAGES = {
  notFound: 'Анкета не найдена',
  onlyAdmin: 'Удалять персональные данные может только администратор',
} as const;

/** What an erasure did: the subject whose key is gone and the records now reading 'удалено'. */
export interface ErasureResult {
  subject: string;
  streams: string[];
  erasedAt: string;
}
