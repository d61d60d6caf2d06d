/** What other server features (meetings) may use of the light questionnaire. */
export { getQuestionnaire } from './review-service';
export { phoneStreamKey } from './phone-stream';
export { confirmedPhone } from './phone-service';
export { candidateLimits } from './candidate-limits';
export { candidateContext } from './context';
