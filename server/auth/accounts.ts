import type { AppliedChange } from '#projections/core/apply';
import type { ReadStore } from '#projections/core/read-store';
import { collectionIn } from '#projections/core/typed-read';
import { USERS, type UserDoc } from '#events/users/collections';

/** What a token says about whose sign-in it is (access and refresh tokens alike). */
export interface TokenSubject {
  userId: string;
  /** The account's revision when the sign-in was made (absent in older tokens). */
  rev?: number;
}

/** The part of an account that decides whether its tokens still work. */
export interface Standing {
  active: boolean;
  /** Sign-ins made at an account revision below this are void (password reset, deactivation). */
  signedOutRevision: number;
  /** Access tokens issued below this revision carry old rights (an edit): refused, refresh allowed. */
  claimsRevision: number;
  /** The account document's revision: a read never replaces a newer standing. */
  revision: number;
}

type StandingFields = Pick<UserDoc, 'active' | 'signedOutRevision' | 'claimsRevision' | 'revision'>;

export function standingOf(doc: StandingFields): Standing {
  return {
    active: doc.active !== false,
    signedOutRevision: doc.signedOutRevision ?? -1,
    claimsRevision: doc.claimsRevision ?? -1,
    revision: doc.revision ?? -1,
  };
}

/**
 * Whether an account refuses a token: the account does not exist, is switched off, or was signed out
 * (password reset, deactivation) after the token's sign-in. The one rule for access tokens, refresh
 * tokens and sockets.
 */
export function refuses(
  standing: Standing | undefined,
  token: TokenSubject,
  kind: 'access' | 'refresh' = 'access',
): boolean {
  if (!standing || !standing.active) return true;
  const rev = token.rev ?? -1;
  // A refresh token may outlive an edit of the rights: its exchange issues the new claims.
  return rev < standing.signedOutRevision || (kind === 'access' && rev < standing.claimsRevision);
}

/**
 * Every staff account's standing, in memory: every authorised request and socket checks its token's
 * account here, without a read per request (the read store is shared by all API nodes; each node
 * keeps this copy current from its projection commits or its change feed, as Revocations does).
 * Listeners (the realtime hub) close the sockets of an account that was switched off or signed out.
 */
export class AccountStandings {
  private readonly standings = new Map<string, Standing>();
  private readonly listeners = new Set<(userId: string) => void>();

  static async load(read: ReadStore): Promise<AccountStandings> {
    const accounts = new AccountStandings();
    for (const doc of await collectionIn(read, USERS).find({}))
      accounts.standings.set(doc._id, standingOf(doc));
    return accounts;
  }

  refuses = (token: TokenSubject): boolean => refuses(this.standings.get(token.userId), token);

  /** A document just read from the shared read store (a sign-in): known here at once, before the feed. */
  remember(userId: string, doc: StandingFields): void {
    const next = standingOf(doc);
    const known = this.standings.get(userId);
    // Never moved back by a read that raced a newer commit.
    if (!known || known.revision < next.revision) this.standings.set(userId, next);
  }

  /** A projection commit: accounts switched off or signed out lose their open sockets. */
  onCommit = (changes: AppliedChange[]): void => {
    for (const change of changes) {
      if (change.collection !== USERS.name) continue;
      const before = this.standings.get(change.id);
      if (!change.doc) {
        this.standings.delete(change.id);
        if (before) this.notify(change.id);
        continue;
      }
      const next = standingOf(change.doc as StandingFields);
      if (before && before.revision > next.revision) continue;
      this.standings.set(change.id, next);
      const closed = before?.active === true && !next.active;
      const signedOut = before !== undefined && next.signedOutRevision > before.signedOutRevision;
      // Sockets of an account whose rights changed reconnect with new claims (the console refreshes).
      const rightsChanged = before !== undefined && next.claimsRevision > before.claimsRevision;
      if (closed || signedOut || rightsChanged) this.notify(change.id);
    }
  };

  onSignedOut(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}
