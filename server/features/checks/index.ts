/** What other server code may use of the checks (their public surface): the demo's stories run checks as live. */
export { requestChecks } from './commands';
export { processContext, runCheck, SYSTEM_ACTOR } from './runner';
