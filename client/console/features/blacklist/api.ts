import { BLACKLIST } from '#events/blacklist/collections';
import type { BlacklistEntryDoc, BlacklistPersonData } from '#events/blacklist/events';
import { apiCall } from '../../shell/http';

/** The company's own blacklist as 'Настройки' keeps it (server/features/blacklist/routes.ts). */

export { BLACKLIST };
export type BlacklistRow = BlacklistEntryDoc;
export type { BlacklistPersonData };

export function listBlacklist(): Promise<{ list: BlacklistRow[] }> {
  return apiCall('/blacklist', {});
}

export function addToBlacklist(
  person: BlacklistPersonData,
  cause: string,
): Promise<{ list: BlacklistRow[] }> {
  return apiCall('/blacklist/add', { person, cause });
}

export function removeFromBlacklist(id: string, cause: string): Promise<{ list: BlacklistRow[] }> {
  return apiCall(`/blacklist/${encodeURIComponent(id)}/remove`, { cause });
}

/** Newest first, as the server lists them. */
export const byAddedDesc = (a: BlacklistRow, b: BlacklistRow) => b.addedAt.localeCompare(a.addedAt);
