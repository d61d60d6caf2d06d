import { object, string } from 'superstruct';
import type { EventOf } from '../core/typed';

/**
 * A unique key held in the event store (issue 16): 'one questionnaire per phone and position', 'one
 * base template per position'. The key's stream is `reservation-<kind>-<digest>`; the digest is an
 * HMAC of the value, so a phone never appears in a stream id. Appends to it use expected revisions,
 * so of two servers reserving the same key at once exactly one wins.
 */
export const ReservationEvents = {
  KeyReserved: object({
    /** What the key is unique for ('light-phone-position', 'base-template-position'). */
    kind: string(),
    /** The record that holds the key (a questionnaire or template id). */
    owner: string(),
    /**
     * Who reserved it: one id per create call, so that two calls that picked the same new record
     * id (one of them will lose that id) are still told apart.
     */
    claim: string(),
  }),
  KeyReleased: object({
    kind: string(),
    owner: string(),
  }),
};

export type ReservationEvent = EventOf<typeof ReservationEvents>;

export const RESERVATION_KIND = 'reservation';
