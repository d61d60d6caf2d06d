import type {
  ContractorType,
  QuestionnaireChange,
  QuestionnaireDoc,
  QuestionnaireInfo,
  QuestionnaireState,
} from './events';
import type { QuestionnaireFiles } from './files';
import type { Profile } from './profile/types';

/** A questionnaire as the staff API answers and the server pushes it (the document without `search`). */
export type QuestionnaireView = Omit<QuestionnaireDoc, 'search'>;

/**
 * What the applicant profile form (client/shared/profile) needs of a questionnaire, whoever opened it:
 * the staff's QuestionnaireView and the candidate's own view both fit.
 */
export interface ProfileQuestionnaire {
  id: string;
  revision: number;
  contractorType: ContractorType;
  state: QuestionnaireState;
  /** Section by section as saved (the staff view omits sections nobody saved yet). */
  profile?: Partial<Profile>;
  /** The scans by kind. */
  files?: QuestionnaireFiles;
  /** What the questionnaire already knows: fills a profile nobody has saved yet. */
  info?: Pick<
    QuestionnaireInfo,
    'lastname' | 'firstname' | 'secondname' | 'woPatronymic' | 'sex' | 'dateBirth' | 'phone' | 'email'
  >;
  /** Who changed what last (the staff view): names the author of a live change. */
  lastChange?: QuestionnaireChange;
  /** False when the audience may no longer change the profile (the candidate's view says so). */
  editable?: boolean;
}
