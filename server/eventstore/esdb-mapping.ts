import { createHash } from 'node:crypto';
import {
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
  START,
  jsonEvent,
} from '@eventstore/db-client';
import type { EventEnvelope, EventMeta, NewEvent } from '#events/core/envelope';

/** What we keep in ESDB's event metadata: our envelope meta and our own id (ESDB ids are UUIDs). */
export interface StoredMetadata {
  meta: EventMeta;
  originalId: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fixed namespace of this product, so that the same id always maps to the same UUID. */
const NAMESPACE = Buffer.from('6f1c2a4e8b3d4f0a9c7e5b2d1a3f4e6c', 'hex');
/** Positions past this are the server's "unknown" marker (ulong max), not real log offsets. */
const MAX_REAL_POSITION = 2n ** 63n;

/**
 * ESDB needs UUID event ids and uses them for its own idempotency, so the mapping has to be
 * deterministic: a UUID id is kept, anything else becomes a name-based (v5) UUID of it.
 */
export function esdbEventId(id: string): string {
  if (uuidPattern.test(id)) return id.toLowerCase();
  const hash = createHash('sha1').update(NAMESPACE).update(id, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function toEventData(event: NewEvent): EventData {
  const metadata: StoredMetadata = { meta: event.meta, originalId: event.id };
  return jsonEvent({
    id: esdbEventId(event.id),
    type: event.type,
    // Schemas describe objects; JSON serialisation is what ESDB stores either way.
    data: event.data as JSONType,
    metadata: metadata as unknown as JSONType,
  });
}

/** Our positions are ESDB commit positions; for events written by gRPC appends commit = prepare. */
export function readPositionAt(position: number): Position | typeof START {
  return position > 0 ? { commit: BigInt(position), prepare: BigInt(position) } : START;
}

export function positionNumber(position: bigint | undefined): number {
  // -1: the server did not say (servers before 22.6 omit positions on stream reads).
  return position !== undefined && position < MAX_REAL_POSITION ? Number(position) : -1;
}

export function isSystemEvent(resolved: ResolvedEvent): boolean {
  const type = resolved.event?.type;
  return type === undefined || type.startsWith('$');
}

function storedMetadata(value: unknown): StoredMetadata | null {
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  const candidate = value as Partial<StoredMetadata>;
  return typeof candidate.meta === 'object' &&
    candidate.meta !== null &&
    typeof candidate.originalId === 'string'
    ? (candidate as StoredMetadata)
    : null;
}

/** Our envelope, or null for events this product did not write (system events, other tools). */
export function toEnvelope(resolved: ResolvedEvent): EventEnvelope | null {
  const event = resolved.event;
  if (!event || !event.isJson || isSystemEvent(resolved)) return null;
  const metadata = storedMetadata(event.metadata);
  if (!metadata) return null;
  return {
    id: metadata.originalId,
    type: event.type,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: positionNumber(event.position?.commit ?? resolved.commitPosition),
    data: event.data,
    meta: metadata.meta,
  };
}
