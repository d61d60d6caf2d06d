import type { EventEnvelope } from '../core/envelope';
import type { FieldChange } from './api';

/**
 * Event to Russian sentence, for every event type of the registry (issue 28, item 1). A test
 * fails when an event type has none. Pure: the server, the dossier and the console share it.
 * TODO(history-texts): fill in for every type; this placeholder only names the type.
 */
export function describeEvent(e: Pick<EventEnvelope, 'type' | 'data' | 'meta' | 'streamId'>): string {
  return `${actorShort(e.meta.actor)}: ${e.type}`;
}

/** 'Директор магазина Иванов И.': the role's title and the short name of the actor. */
export function actorShort(actor: { userId: string; role: string; name?: string }): string {
  return [actor.role, actor.name ?? actor.userId].join(' ');
}

/**
 * The fields that differ between two states of a record (decider states or read-model
 * documents), with Russian labels and display texts. TODO(history-texts): labels and formats.
 */
export function diffStates(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  walk('', before, after, changes);
  return changes;
}

function walk(path: string, a: unknown, b: unknown, out: FieldChange[]): void {
  if (isPlain(a) && isPlain(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      walk(path ? `${path}.${key}` : key, a[key], b[key], out);
    return;
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  out.push({ path, label: path, before: text(a), after: text(b) });
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}
