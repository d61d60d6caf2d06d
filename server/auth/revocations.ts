import type { AppliedChange } from '#projections/core/apply';
import type { ReadStore } from '#projections/core/read-store';
import { collectionIn } from '#projections/core/typed-read';
import { REVOKED_TOKENS as REVOKED_TOKENS_COLLECTION } from '#events/users/collections';
import { AccountStandings, type TokenSubject } from './accounts';

/** The read model of revoked sign-ins (and, from before sign-in ids, single refresh tokens). */
const REVOKED_TOKENS = REVOKED_TOKENS_COLLECTION.name;

/** A token as the revocation check reads it: its sign-in, its account and the account revision. */
export interface RevocableToken extends TokenSubject {
  sid?: string;
}

/**
 * Revoked sign-ins, in memory: every authorised request and socket checks its token's sign-in here,
 * so a logout stops its access token at once instead of when it expires (up to 15 minutes), without
 * a read per request. Filled from the read model at start and kept current from the projection
 * runner's commits; listeners (the realtime hub) close the sign-in's sockets. The accounts'
 * standings (server/auth/accounts.ts) are checked here too: a token of an unknown, switched-off or
 * signed-out account is revoked as well (issue 23, item 5).
 */
export class Revocations {
  /** Revoked id -> the time (ms) after which no token of it can be valid anyway. */
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(id: string) => void>();

  constructor(readonly accounts: AccountStandings = new AccountStandings()) {}

  static async load(read: ReadStore, now = Date.now()): Promise<Revocations> {
    const revocations = new Revocations(await AccountStandings.load(read));
    const docs = await collectionIn(read, REVOKED_TOKENS_COLLECTION).find({ kind: { $ne: 'rotated' } });
    for (const doc of docs) revocations.add(doc._id, doc.expiresAt, now);
    return revocations;
  }

  /** The one check of every access token (HTTP and sockets): its sign-in or its account refuses it. */
  isRevoked = (token: RevocableToken): boolean =>
    (token.sid !== undefined && this.revoked.has(token.sid)) || this.accounts.refuses(token);

  /** A projection commit: new revocations take effect and their sockets are closed. */
  onCommit = (changes: AppliedChange[]): void => {
    this.accounts.onCommit(changes);
    for (const change of changes) {
      if (change.collection !== REVOKED_TOKENS || !change.doc || change.doc.kind === 'rotated') continue;
      if (this.revoked.has(change.id)) continue;
      this.add(change.id, change.doc.expiresAt, Date.now());
      for (const listener of this.listeners) listener(change.id);
    }
  };

  onRevoked(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private add(id: string, expiresAt: unknown, now: number): void {
    const until = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
    if (Number.isFinite(until) && until < now) return; // expired: its tokens are refused anyway
    this.revoked.set(id, Number.isFinite(until) ? until : Infinity);
    if (this.revoked.size % 1000 === 0) this.prune(now);
  }

  private prune(now: number): void {
    for (const [id, until] of this.revoked) if (until < now) this.revoked.delete(id);
  }
}
