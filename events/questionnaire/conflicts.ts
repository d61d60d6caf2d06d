import type { Actor } from '../core/envelope';
import type { InfoField, QuestionnaireAction, QuestionnaireEvent } from './events';
import { SECTION_OF_EVENT, type ProfileSection } from './profile/events';

/**
 * What each questionnaire action depends on (issue 24, item 5). A command sent from a screen carries
 * the revision that screen showed; a change recorded after it that the action depends on refuses the
 * command (409 naming who acted), so a stale screen never silently undoes a newer change. A change
 * the action does not depend on (a comment, a scan, the candidate sending the profile, a check
 * result or an approval, which live in their own streams) never blocks it.
 *
 * Pure and shared: the server's decider applies it, the tests read it as the rule.
 */

/** The event types that can make a screen stale, per command that carries a seen revision. */
export const STALE_SCREEN_CONFLICTS = {
  /** Reject and restore read only the state: any move of the state machine after the screen. */
  ChangeQuestionnaireState: ['QuestionnaireStateChanged'],
  /** A field edit: an edit of the same field (another field's edit keeps both). */
  EditQuestionnaireInfo: ['QuestionnaireInfoEdited'],
  /** A profile save: a save of the same section (another section's save keeps both). */
  SaveProfileSections: [
    'ProfilePersonalSaved',
    'ProfilePassportSaved',
    'ProfileAddressesSaved',
    'ProfileMilitarySaved',
    'ProfileMartialSaved',
    'ProfileEducationSaved',
  ],
} as const satisfies Record<string, readonly QuestionnaireEvent['type'][]>;

export type StaleCheckedCommand = keyof typeof STALE_SCREEN_CONFLICTS;
export type ConflictingEventType = (typeof STALE_SCREEN_CONFLICTS)[StaleCheckedCommand][number];

/** What a command touches, as far as conflicts go. */
export type CommandIntent =
  | { type: 'ChangeQuestionnaireState' }
  | { type: 'EditQuestionnaireInfo'; fields: readonly InfoField[] }
  | { type: 'SaveProfileSections'; sections: readonly ProfileSection[] };

/** One recorded change that some command depends on: what it was, who made it, and when. */
export interface ChangeMark {
  type: ConflictingEventType;
  revision: number;
  at: string;
  by: Actor;
  /** A state move: the action taken. */
  action?: QuestionnaireAction;
  /** An info edit: the fields it changed. */
  fields?: readonly InfoField[];
}

const CONFLICTING: ReadonlySet<string> = new Set(Object.values(STALE_SCREEN_CONFLICTS).flat());

/** Whether an event of this type is one any command depends on (the decider keeps a mark of it). */
export function isConflictingType(type: string): type is ConflictingEventType {
  return CONFLICTING.has(type);
}

/** Whether `change` conflicts with the command: in its row of the table, and touching the same thing. */
export function conflictsWith(intent: CommandIntent, change: Pick<ChangeMark, 'type' | 'fields'>): boolean {
  const row: readonly string[] = STALE_SCREEN_CONFLICTS[intent.type];
  if (!row.includes(change.type)) return false;
  switch (intent.type) {
    case 'ChangeQuestionnaireState':
      return true;
    case 'EditQuestionnaireInfo':
      return (change.fields ?? []).some((field) => intent.fields.includes(field));
    case 'SaveProfileSections':
      return intent.sections.includes(SECTION_OF_EVENT[change.type as keyof typeof SECTION_OF_EVENT]);
  }
}

/**
 * The last change of each kind (a state move, one field's edit, one section's save): all a stale
 * check needs, and bounded however long the record's history grows.
 */
export type LastChanges = Readonly<Record<string, ChangeMark>>;

/** Records `change` as the last of its kind (an edit of several fields: the last of each). */
export function withChange(last: LastChanges, change: ChangeMark): LastChanges {
  if (!change.fields) return { ...last, [change.type]: change };
  const next = { ...last };
  for (const field of change.fields) next[`${change.type}:${field}`] = { ...change, fields: [field] };
  return next;
}

/**
 * The newest change after `seenRevision` the command depends on, or null: what makes the screen
 * stale. Undefined `seenRevision` (a spec-shaped call that sends none) checks nothing.
 */
export function staleChange(
  intent: CommandIntent,
  last: LastChanges,
  seenRevision: number | undefined,
): ChangeMark | null {
  if (seenRevision === undefined) return null;
  let newest: ChangeMark | null = null;
  for (const change of Object.values(last)) {
    if (change.revision <= seenRevision || !conflictsWith(intent, change)) continue;
    if (!newest || change.revision > newest.revision) newest = change;
  }
  return newest;
}
