/** What other server code may use of the approval (its public surface): the demo's stories ask for approvals. */
export { demoApproval, type ApprovalOutcome } from './demo-seed';
