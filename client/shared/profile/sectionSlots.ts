import { PROFILE_SECTIONS, type ProfileSection } from '#events/questionnaire/profile/events';
import type { Profile } from '#events/questionnaire/profile/types';
import { profileOf, sameValue, whoAndWhen } from './model';
import type { ProfileQuestionnaire } from './port';

export interface SectionNotice {
  intent: 'success' | 'error' | 'warning';
  title?: string;
  text: string;
}

/** One section of the form: what the server had when it was loaded, the user's draft, the save. */
export interface SectionSlot<K extends ProfileSection = ProfileSection> {
  /** The section as last loaded from the questionnaire. */
  base: Profile[K];
  /** The revision `base` was taken at: the save sends it. */
  revision: number;
  draft: Profile[K];
  tried: boolean;
  busy: boolean;
  notice: SectionNotice | null;
  /** The server's refusals of single fields, by profile path. */
  fieldErrors: Record<string, string>;
  /** Someone else saved this section while the user had edits here (the warning shown). */
  changedElsewhere: string | null;
  /** The user was told of the other save: the next save goes over it, at this revision. */
  overwriteAt: number | null;
}

export type Slots = { [K in ProfileSection]: SectionSlot<K> };

export const CHANGED = 'Раздел изменён другим пользователем';
export const KEEP_DRAFT =
  'Ваши изменения сохранены в форме: нажмите «Сохранить раздел» ещё раз, чтобы записать их поверх, или «Взять новые данные».';

export function slotsOf(q: ProfileQuestionnaire): Slots {
  const profile = profileOf(q);
  const slot = <K extends ProfileSection>(section: K): SectionSlot<K> => ({
    base: profile[section],
    revision: q.revision,
    draft: profile[section],
    tried: false,
    busy: false,
    notice: null,
    fieldErrors: {},
    changedElsewhere: null,
    overwriteAt: null,
  });
  return {
    personal: slot('personal'),
    passport: slot('passport'),
    addresses: slot('addresses'),
    military: slot('military'),
    martial: slot('martial'),
    education: slot('education'),
  };
}

export const dirty = (slot: SectionSlot) => !sameValue(slot.base, slot.draft);

/** Who saved `section` last, when the questionnaire says so. */
function authorOf(q: ProfileQuestionnaire, section: ProfileSection): string | null {
  const change = q.lastChange;
  if (!change || change.kind !== 'profile' || change.section !== section) return null;
  return whoAndWhen(change);
}

/**
 * The sections once a newer questionnaire came (a live push, another section's save, an upload):
 * a section the newer one did not change only moves to its revision; an untouched section takes
 * the new values; a section with edits keeps the draft and says who changed it (when known).
 */
export function refreshSlots(held: Slots, q: ProfileQuestionnaire): Slots {
  const profile = profileOf(q);
  const next = { ...held };
  for (const section of PROFILE_SECTIONS) {
    const slot: SectionSlot = held[section];
    const server = profile[section];
    if (sameValue(server, slot.base)) {
      Object.assign(next, { [section]: { ...slot, revision: Math.max(slot.revision, q.revision) } });
    } else if (slot.busy) {
      // Our own save on its way back (its push came first): its answer settles the section.
      continue;
    } else if (!dirty(slot)) {
      Object.assign(next, {
        [section]: { ...slot, base: server, draft: server, revision: q.revision, changedElsewhere: null },
      });
    } else {
      const who = authorOf(q, section);
      Object.assign(next, {
        [section]: { ...slot, changedElsewhere: who ? `${CHANGED}: ${who}.` : `${CHANGED}.` },
      });
    }
  }
  return next;
}

/** A refused concurrent save's text without the server's 'Данные на экране обновлены' (the draft stays). */
export const conflictText = (message: string) =>
  `${message.replace(/\s*Данные на экране обновлены\.?\s*$/, '')} ${KEEP_DRAFT}`;
