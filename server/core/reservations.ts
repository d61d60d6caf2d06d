import { createHmac } from 'node:crypto';
import type { NewEvent } from '#events/core/envelope';
import { RESERVATION_KIND } from '#events/reservations/events';
import { fieldOf } from '#events/core/json';
import { WrongExpectedRevisionError } from '../eventstore/port';
import { metaOf, type CommandContext } from './decider';
import type { Services } from './services';

/** A value that one record at a time may hold ('one questionnaire per phone and position'). */
export interface UniqueKey {
  kind: string;
  value: string;
}

/**
 * What the current holder of a key is: `live` keeps the key; `ended` (rejected, deleted) or
 * `missing` (its creation never landed) lets another record take it over.
 */
export type HolderState = 'live' | 'ended' | 'missing';

/**
 * A reservation whose holder's stream does not exist yet may be a creation in flight on another
 * server (the key is reserved first, the record appended next): it is honoured this long.
 */
export const IN_FLIGHT_MS = 30_000;
/** The first, unread attempt (a key nobody reserved yet) and five that read the key's stream. */
const ATTEMPTS = 6;

export class KeyTakenError extends Error {
  constructor(readonly holder: string) {
    super(`The key is held by ${holder}`);
    this.name = 'KeyTakenError';
  }
}

/** The key's stream: an HMAC of the value under the server's master key, never the value itself. */
export function reservationStream(s: Pick<Services, 'config'>, key: UniqueKey): string {
  const digest = createHmac('sha256', s.config.piiMasterKey)
    .update(`${key.kind}\u0000${key.value}`)
    .digest('base64url')
    .slice(0, 32);
  return `${RESERVATION_KIND}-${key.kind}-${digest}`;
}

function eventOf(
  type: 'KeyReserved' | 'KeyReleased',
  key: UniqueKey,
  holder: { owner: string; claim?: string },
  ctx: CommandContext,
): NewEvent {
  return {
    id: ctx.newId(),
    type,
    data: { kind: key.kind, ...holder },
    meta: metaOf(ctx),
  };
}

/** A record's state from its own stream: missing when the stream is empty. */
export async function holderState(
  s: Pick<Services, 'events'>,
  streamId: string,
  ended: (events: Awaited<ReturnType<Services['events']['readStream']>>) => boolean,
): Promise<HolderState> {
  const events = await s.events.readStream(streamId);
  if (events.length === 0) return 'missing';
  return ended(events) ? 'ended' : 'live';
}

/**
 * Reserves `key` for `owner` in the event store (issue 16, item 1): resolves when `owner` holds it,
 * throws KeyTakenError with the holder when a live record holds it. The append's expected revision
 * makes the check and the write one step across every process on the same event store; a lost
 * race re-reads and decides again.
 */
export async function reserveKey(
  s: Pick<Services, 'config' | 'events'>,
  key: UniqueKey,
  owner: string,
  stateOf: (holder: string) => Promise<HolderState>,
  ctx: CommandContext,
  /** The create call's own id (see KeyReserved): a key it already holds is moved to `owner`. */
  claim: string,
): Promise<void> {
  const stream = reservationStream(s, key);
  for (let attempt = 1; ; attempt++) {
    // Most keys are new (a new title, a first questionnaire): the first attempt appends with 'no
    // stream' without reading it, and a key held before fails that check and is read next.
    const last = attempt === 1 ? undefined : (await s.events.readStream(stream)).at(-1);
    const reserved = last?.type === 'KeyReserved';
    const held = reserved ? fieldOf(last.data, 'owner') : undefined;
    const holder = typeof held === 'string' ? held : null;
    const ours = reserved && fieldOf(last.data, 'claim') === claim;
    if (ours && holder === owner) return;
    if (holder !== null && !ours && last) {
      const state = await stateOf(holder);
      const inFlight =
        state === 'missing' && Date.parse(ctx.now) - Date.parse(last.meta.occurredAt) < IN_FLIGHT_MS;
      if (state === 'live' || inFlight) throw new KeyTakenError(holder);
    }
    try {
      await s.events.append(
        stream,
        [eventOf('KeyReserved', key, { owner, claim }, ctx)],
        last ? last.revision : 'no_stream',
        // The record's own append follows (its creation, a rename): projected in one batch with it.
        { followed: true },
      );
      return;
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw err;
    }
  }
}

/** Gives `key` up if `owner` holds it (a record deleted, a creation that failed). */
export async function releaseKey(
  s: Pick<Services, 'config' | 'events'>,
  key: UniqueKey,
  owner: string,
  ctx: CommandContext,
): Promise<void> {
  const stream = reservationStream(s, key);
  const last = (await s.events.readStream(stream)).at(-1);
  if (!last || last.type !== 'KeyReserved' || fieldOf(last.data, 'owner') !== owner) return;
  try {
    await s.events.append(stream, [eventOf('KeyReleased', key, { owner }, ctx)], last.revision);
  } catch (err) {
    // Someone took the key over meanwhile: it is no longer ours to release.
    if (!(err instanceof WrongExpectedRevisionError)) throw err;
  }
}
