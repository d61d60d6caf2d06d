import { BLACKLIST } from '#events/blacklist/collections';
import type { BlacklistEntryDoc } from '#events/blacklist/events';
import { matchesBlacklist, type CandidateIdentity } from '#events/blacklist/match';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

const strip = ({ _id: _i, _pos: _p, ...doc }: BlacklistEntryDoc & { _id: string; _pos?: number }) => doc;

/** The whole list, newest first (removed entries included: the screen shows them struck out). */
export async function blacklistEntries(read: ReadStore): Promise<BlacklistEntryDoc[]> {
  const docs = await collectionIn(read, BLACKLIST).find({}, { sort: { addedAt: -1 }, limit: 5000 });
  return docs.map(strip);
}

/** The active entry the candidate matches (passport, INN, or name with birth date), if any. */
export async function findBlacklisted(
  read: ReadStore,
  candidate: CandidateIdentity,
): Promise<BlacklistEntryDoc | null> {
  const docs = await collectionIn(read, BLACKLIST).find({ removed: null }, { limit: 5000 });
  const hit = docs.find((doc) => matchesBlacklist(doc.person, candidate));
  return hit ? strip(hit) : null;
}
