import type { Projection } from './core/types';
import { parseStreamId } from '../events/core/envelope';

/** Read model `users` (server-side only, never pushed to clients) and `revokedTokens`. */
export const usersProjection: Projection = {
  name: 'users',
  collections: ['users', 'revokedTokens'],
  keysOf(event) {
    if (event.type === 'RefreshTokenRevoked') {
      return [{ collection: 'revokedTokens', id: (event.data as { jti: string }).jti }];
    }
    if (!event.type.startsWith('User')) return [];
    return [{ collection: 'users', id: parseStreamId(event.streamId).id }];
  },
  apply(doc, event, key) {
    const d = event.data as Record<string, unknown>;
    if (event.type === 'RefreshTokenRevoked') {
      return { _id: key.id, userId: parseStreamId(event.streamId).id, expiresAt: d.expiresAt };
    }
    if (event.type === 'UserRegistered') return { _id: key.id, ...d, revision: event.revision };
    if (!doc) return null;
    return { ...doc, ...d, revision: event.revision };
  },
};
