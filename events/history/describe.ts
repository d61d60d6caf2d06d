import type { EventEnvelope } from '../core/envelope';
import { actorShortText, isFeminineActor } from './actor';
import type { FieldChange } from './api';
import { diffValues } from './diff';
import { describerOf } from './texts/index';

/**
 * Event to Russian sentence, for every event type of the registry (issue 28, item 1):
 * '<actor> <verb> <what>' ('Директор магазина Иванов И. подтвердил трудоустройство'). The
 * sentences never carry a candidate's personal value: any viewer may read them. Pure: the server,
 * the dossier and the console share it. The table is events/history/texts/.
 */
export function describeEvent(e: Pick<EventEnvelope, 'type' | 'data' | 'meta' | 'streamId'>): string {
  const actor = e.meta.actor;
  const who = actorShort(actor);
  const describer = describerOf(e.type);
  const feminine = isFeminineActor(actor);
  const v = (masculine: string, femininePart: string) => (feminine ? femininePart : masculine);
  if (!describer) return `${who} ${v('записал', 'записала')} событие`;
  try {
    return `${who} ${describer(e.data, { v, streamId: e.streamId, actor })}`;
  } catch {
    // Data of an older shape than the sentence expects: still a sentence, never a failure.
    return `${who} ${v('записал', 'записала')} событие`;
  }
}

/** 'Директор магазина Иванов И.': the role's title and the short name; 'Система', 'Кандидат' alone. */
export function actorShort(actor: { userId: string; role: string; name?: string }): string {
  return actorShortText(actor);
}

/**
 * The fields that differ between two states of a record (decider states or read-model
 * documents), with Russian labels and display texts (events/history/diff.ts).
 */
export function diffStates(before: unknown, after: unknown): FieldChange[] {
  return diffValues(before, after);
}
