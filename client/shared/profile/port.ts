import type { ProfileSection } from '#events/questionnaire/profile/events';
import type { ProfileQuestionnaire } from '#events/questionnaire/view';

export type { ProfileQuestionnaire };

/** The kinds of scans the profile form attaches (a subset of events/questionnaire/files FILE_KINDS). */
export const SCAN_KINDS = ['passport', 'inn', 'snils', 'military', 'martial', 'education'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export type SuggestionKind = 'address' | 'metro' | 'bank';

/**
 * A refused call as the form shows it: the server's Russian message, under `field` (a profile path
 * such as 'passport.series') when there is one, else in the section's MessageBar. A 409 is a
 * concurrent save of the same section (the message names who and when).
 */
export interface ProfileFormError {
  status: number;
  message: string;
  field?: string;
  /** A 409's revision of the other save (the server's details.actualRevision), when the port knows it. */
  revision?: number;
}

/**
 * What the profile form needs of its audience's API (staff: by login; candidate: by the edit link).
 * `Q` is the audience's view of the questionnaire; the form reads only ProfileQuestionnaire of it.
 * Every method rejects with a ProfileFormError-shaped error.
 */
export interface ProfileFormPort<Q extends ProfileQuestionnaire = ProfileQuestionnaire> {
  /** Saves one whole section at the revision the form showed; the questionnaire as it is now. */
  saveSection(section: ProfileSection, data: unknown, revision: number): Promise<Q>;
  /** Uploads a scan of that kind; `onProgress` gets 0…1 while the bytes go up. */
  upload(kind: ScanKind, file: File, onProgress: (fraction: number) => void): Promise<Q>;
  /** Removes an attached scan ('Удалить скан'); the questionnaire as it is now. */
  removeFile(fileId: string): Promise<Q>;
  /** A scan's bytes, to show (thumbnails, viewer) or download. */
  loadFile(fileId: string): Promise<Blob>;
  /** A dictionary's entries (events/dictionaries/reference.ts names them). */
  lookup(dictionary: string): Promise<{ id: string; title: string }[]>;
  /** Address, metro or bank suggestions for what was typed. */
  suggest(kind: SuggestionKind, query: string): Promise<unknown[]>;
  /** The server's product name and corporate domain (GET /config), for the two rules that need them. */
  brand?(): Promise<ProfileBrand>;
}

/** What the citizenship and personal e-mail rules need of the server's configuration. */
export interface ProfileBrand {
  productName: string;
  corporateEmailDomain: string;
}

/** The brand of GET /config's answer, or null when it does not carry one. */
export function brandOf(config: unknown): ProfileBrand | null {
  if (typeof config !== 'object' || config === null) return null;
  const { productName, corporateEmailDomain } = config as Record<string, unknown>;
  return typeof productName === 'string' && typeof corporateEmailDomain === 'string' && corporateEmailDomain
    ? { productName, corporateEmailDomain }
    : null;
}

/** Any thrown value as a ProfileFormError (unknown failures get a generic Russian message). */
export function formErrorOf(err: unknown): ProfileFormError {
  if (typeof err === 'object' && err !== null) {
    const e = err as { status?: unknown; message?: unknown; field?: unknown; revision?: unknown };
    return {
      status: typeof e.status === 'number' ? e.status : 0,
      message: typeof e.message === 'string' && e.message ? e.message : 'Неизвестная ошибка',
      field: typeof e.field === 'string' && e.field ? e.field : undefined,
      revision: typeof e.revision === 'number' ? e.revision : undefined,
    };
  }
  return { status: 0, message: 'Неизвестная ошибка' };
}
