/** What other console features may use of the checks: the card's block. */
export { ChecksBlock } from './ChecksBlock';
/** The checks document of a questionnaire (the employment form reads whether self-employment allows). */
export { CANDIDATE_CHECKS, getChecks, type ChecksView } from './api';
