/** What other server code may use of the approval (its public surface): the demo's stories ask for approvals. */
export { demoApproval, type ApprovalOutcome } from './demo-seed';
/** Whether a store has a director in the directory (the funnel's demo history picks code or click). */
export { directorIfAny } from './directory';
