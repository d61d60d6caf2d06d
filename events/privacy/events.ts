import { object, string } from 'superstruct';
import type { EventOf } from '../core/typed';

/**
 * Erasure of a candidate's personal data (152-FZ). One `PersonalDataErased` is appended to every
 * stream of the subject after its key is destroyed: history keeps that the events happened, their
 * personal fields read 'удалено', and each read model purges what it copied (projections/core).
 */
export const PrivacyEvents = {
  PersonalDataErased: object({
    /** The subject whose key was destroyed (a record's stream id, never personal data itself). */
    subject: string(),
  }),
};

export type PrivacyEvent = EventOf<typeof PrivacyEvents>;

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';
