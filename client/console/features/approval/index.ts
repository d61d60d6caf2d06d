/** What other console features may use of the director's approval (its public surface). */
export { ApprovalBlock } from './components/ApprovalBlock';
/** The approval document of a questionnaire, live (the employment form reads whether it holds). */
export { APPROVALS, getApproval, toApprovalView, type ApprovalView } from './api';
export { useApprovalRecordRooms } from './live';
