import { object, refine, size, string, trimmed } from 'superstruct';
import type { QuestionnaireState } from './states';

/** How many candidates one search answers: enough to choose from, never a list to browse. */
export const FIND_LIMIT = 10;
/** The shortest search: three letters of a name or the phone's last digits. */
export const FIND_MIN_LENGTH = 3;

/**
 * POST /questionnaire/find (issue 24): a search by name or phone that opens the card. HR, for whom
 * the spec hides the lists, reaches candidates this way; it answers only the few that match.
 */
export const QuestionnaireFindInput = object({
  search: refine(size(trimmed(string()), 0, 100), 'search', (value) =>
    value.length < FIND_MIN_LENGTH
      ? `введите не меньше ${FIND_MIN_LENGTH} символов: фамилию, имя или цифры телефона`
      : /[\p{L}\d]/u.test(value)
        ? true
        : 'введите фамилию, имя или цифры телефона',
  ),
});

/** One found candidate: enough to tell them apart, nothing of their identity documents. */
export interface FoundCandidate {
  id: string;
  name: string;
  state: QuestionnaireState;
  contractorType: 'Employee' | 'Entrepreneur';
  storeName: string;
  positionTitle: string;
  /** The phone's last four digits. */
  phoneTail: string;
  createdAt: string;
}
