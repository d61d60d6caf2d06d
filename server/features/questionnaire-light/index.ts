/** What other server features (meetings) may use of the light questionnaire. */
export { getQuestionnaire } from './review-service';
export { phoneStreamKey } from './phone-stream';
export { confirmedPhone } from './phone-service';
export { candidateLimits } from './candidate-limits';
export { candidateContext } from './context';
/** The candidate's edit link and its phone gate, reused by the employment questionnaire's own entry. */
export { loadByEditLink } from './submit-service';
export { sendPhoneCode, confirmPhoneCode } from './phone-service';
/** The SMS gate of a candidate's own link (the edit link's, the status page's) and the data calls past it. */
export { candidateLinkGate, type CandidateLimits } from './link-gate';
export { candidateEditLink } from './email';
/** The funnel's demo history (server/demo/funnel-seed.ts). */
export { demoReviewLight, demoSubmitLight, publishedVacancies } from './demo-seed';
/** The candidate's status page (issue 31): a withdrawal declines the light questionnaire. */
export { questionnaireLightDecider } from './questionnaire';
export { CANDIDATE_LIMIT_MESSAGE } from './candidate-limits';
