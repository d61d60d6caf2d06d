/** What other server code may use of the hire (its public surface): the demo's stories send hires. */
export { demoHire, type HireOutcome } from './demo-seed';
export { maskHire } from './masking';
