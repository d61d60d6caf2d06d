import type { Infer } from 'superstruct';
import type { Actor } from '../../core/envelope';
import type { EventSchemas } from '../../core/typed';

/** What a sentence may use besides the event's data: the verb's gender and the event's stream. */
export interface SentenceContext {
  /** The masculine or the feminine form, by the actor ('подтвердил' / 'подтвердила'). */
  v: (masculine: string, feminine: string) => string;
  streamId: string;
  /** Who did it (the sentence already starts with them): to leave out a name said twice. */
  actor: Actor;
}

/**
 * The rest of a sentence after the actor: '<verb> <what>' ('подтвердил трудоустройство'). It must
 * never contain a candidate's personal value (the feature's `personal` fields): any viewer reads it.
 */
export type Describer<D> = (data: D, t: SentenceContext) => string;

/** One describer for every event type of a feature's schemas: a missing type is a type error. */
export type TextsOf<S extends EventSchemas> = { [K in keyof S & string]: Describer<Infer<S[K]>> };
