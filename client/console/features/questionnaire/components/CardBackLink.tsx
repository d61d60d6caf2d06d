import { BackLink } from '#client/console/shell/BackLink';
import { useCanAccess } from '#client/console/shell/state/access';
import type { QuestionnaireView } from '../api';
import { listPathOf } from '../format';

/** The search page: the way to candidates for those the spec hides the lists from (HR). */
export const CANDIDATE_SEARCH_PATH = '/protected/candidates';

/**
 * The card's way back: to its list, or, for a user who may not open the lists (HR, spec part 1,
 * section 6), to the candidate search instead of a list that does not exist for them.
 */
export function CardBackLink({ q }: { q: Pick<QuestionnaireView, 'state' | 'contractorType'> }) {
  const canAccess = useCanAccess();
  const listArea = q.contractorType === 'Entrepreneur' ? 'selfemployed' : 'feedbacks';
  return canAccess(listArea) ? (
    <BackLink to={listPathOf(q)} testId="qa-back">
      К списку анкет
    </BackLink>
  ) : (
    <BackLink to={CANDIDATE_SEARCH_PATH} testId="qa-back">
      К поиску кандидата
    </BackLink>
  );
}
