import type { Projection } from './core/types';
import { parseStreamId } from '#events/core/envelope';
import { isEventOf } from '#events/core/typed';
import { SessionEvents, UserEvents } from '#events/users/events';
import { REVOKED_TOKENS, USERS } from '#events/users/collections';

/**
 * Read model `users` (server-side only, never pushed to clients) and `revokedTokens`: revoked
 * sign-ins (`kind` 'revoked'; older documents have no kind) and exchanged refresh tokens ('rotated').
 */
export const usersProjection: Projection = {
  name: USERS.name,
  collections: [USERS.name, REVOKED_TOKENS.name],
  // Staff names, phones and password hashes.
  personal: true,
  keysOf(event) {
    if (isEventOf(SessionEvents, event)) return [{ collection: REVOKED_TOKENS.name, id: event.data.jti }];
    if (!isEventOf(UserEvents, event)) return [];
    return [{ collection: USERS.name, id: parseStreamId(event.streamId).id }];
  },
  apply(doc, event, key) {
    const userId = parseStreamId(event.streamId).id;
    if (isEventOf(SessionEvents, event)) {
      if (event.type === 'RefreshTokenRevoked')
        return { _id: key.id, userId, kind: 'revoked', expiresAt: event.data.expiresAt };
      // A revocation of the same id is never undone by a later rotation record.
      if (doc?.kind === 'revoked') return doc;
      const { sessionId, expiresAt } = event.data;
      return { _id: key.id, userId, kind: 'rotated', sessionId, usedAt: event.meta.occurredAt, expiresAt };
    }
    if (!isEventOf(UserEvents, event)) return doc;
    if (event.type === 'UserRegistered')
      return { _id: key.id, ...event.data, active: true, revision: event.revision };
    if (!doc) return null;
    const revision = event.revision;
    switch (event.type) {
      case 'UserAccountEdited': {
        const { changed: _changed, phone, ...account } = event.data;
        const { phone: _old, ...rest } = doc;
        // The rights travel in the access token: tokens issued before the edit are refused at once.
        return { ...rest, ...account, ...(phone ? { phone } : {}), claimsRevision: revision, revision };
      }
      case 'UserPasswordReset':
        return { ...doc, passwordHash: event.data.passwordHash, signedOutRevision: revision, revision };
      case 'UserDeactivated': {
        const { reason } = event.data;
        const off = { active: false, deactivatedAt: event.meta.occurredAt, signedOutRevision: revision };
        return { ...doc, ...off, ...(reason ? { deactivationReason: reason } : {}), revision };
      }
      case 'UserReactivated': {
        const { deactivatedAt: _at, deactivationReason: _reason, ...rest } = doc;
        return { ...rest, active: true, revision };
      }
      default:
        return { ...doc, ...event.data, revision };
    }
  },
};
