/** What other server features (history, the activity log, the dossier) may use of the audit API. */
export { auditEntry, redactSecrets, type AuditEntry } from './history';
