import type { EventEnvelope } from '#events/core/envelope';

const SECRET_FIELDS = new Set(['passwordHash', 'jti', 'sessionId', 'codeHash', 'editToken']);

export interface AuditEntry {
  revision: number;
  position: number;
  type: string;
  occurredAt: string;
  actor: EventEnvelope['meta']['actor'];
  correlationId: string;
  data: unknown;
}

/** One line of a record's history. Secrets (hashes, token ids) never leave the server. */
export function auditEntry(e: EventEnvelope): AuditEntry {
  return {
    revision: e.revision,
    position: e.position,
    type: e.type,
    occurredAt: e.meta.occurredAt,
    actor: e.meta.actor,
    correlationId: e.meta.correlationId,
    data: redactSecrets(e.data),
  };
}

/** Secret fields masked at any depth: event data, and replayed state (a phone's pending code hash). */
export function redactSecrets(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redactSecrets);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '***' : redactSecrets(v)]),
  );
}
