import type { FileKind } from '../../../../events/questionnaire/files';
import type { ProfileSection } from '../../../../events/questionnaire/profile/events';

/**
 * PLACEHOLDER of the shared profile form's contract (client/shared/profile/port.ts on branch
 * i14-form, not landed when this page was written): the port as agreed, so the candidate's port
 * and page are written against it. Once i14-form lands, import `ProfileFormPort` from
 * client/shared/profile/port.ts instead and delete this file.
 */

/** A refused call as the form shows it: the message under `field` when there is one. */
export interface ProfileFormError {
  status: number;
  message: string;
  field?: string;
}

export type SuggestionKind = 'address' | 'metro' | 'bank';

/** What the form needs of its audience's API (staff: by login; candidate: by the edit link). */
export interface ProfileFormPort<Q> {
  /** Saves one section at the revision the form showed; the questionnaire as it is now. */
  saveSection(section: ProfileSection, data: unknown, revision: number): Promise<Q>;
  /** Uploads a scan of that kind; `onProgress` gets 0…1. */
  upload(kind: FileKind, file: File, onProgress?: (fraction: number) => void): Promise<Q>;
  /** A scan's bytes, to show or download. */
  loadFile(fileId: string): Promise<Blob>;
  /** A dictionary's entries in use (military ranks, relative states…). */
  lookup(dictionary: string): Promise<{ id: string; title: string }[]>;
  /** Address, metro or bank suggestions for what was typed. */
  suggest(kind: SuggestionKind, query: string): Promise<unknown[]>;
}
