import type { QuestionnaireLightEvent } from './events';

/**
 * What each review action of a light questionnaire depends on (issue 24, item 5). A review sent
 * from a screen carries the revision it showed; a change of the kinds below recorded after it
 * refuses the review (409 naming who), so a stale screen never silently undoes a newer decision or
 * passes on data the reviewer never saw. The candidate confirming their e-mail does not block it.
 */
export const REVIEW_CONFLICTS = {
  /** Another review (accept, decline, restore) or the candidate's edit of the questionnaire. */
  AcceptQuestionnaireLight: [
    'QuestionnaireLightAccepted',
    'QuestionnaireLightDeclined',
    'QuestionnaireLightRestored',
    'QuestionnaireLightEdited',
  ],
  DeclineQuestionnaireLight: [
    'QuestionnaireLightAccepted',
    'QuestionnaireLightDeclined',
    'QuestionnaireLightRestored',
    'QuestionnaireLightEdited',
  ],
  /** A refused questionnaire cannot be edited: only another review makes the screen stale. */
  RestoreQuestionnaireLight: [
    'QuestionnaireLightAccepted',
    'QuestionnaireLightDeclined',
    'QuestionnaireLightRestored',
  ],
} as const satisfies Record<string, readonly QuestionnaireLightEvent['type'][]>;

export type ReviewCommand = keyof typeof REVIEW_CONFLICTS;
export type ReviewConflictType = (typeof REVIEW_CONFLICTS)[ReviewCommand][number];

const TRACKED: ReadonlySet<string> = new Set(Object.values(REVIEW_CONFLICTS).flat());

/** Whether an event of this type is one some review depends on. */
export function isReviewConflictType(type: string): type is ReviewConflictType {
  return TRACKED.has(type);
}

/** Whether a change of `type` after the screen's revision refuses `command`. */
export function reviewConflictsWith(command: ReviewCommand, type: string): boolean {
  const row: readonly string[] = REVIEW_CONFLICTS[command];
  return row.includes(type);
}
