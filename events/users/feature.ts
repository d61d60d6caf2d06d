import { defineEventFeature } from '../core/feature';
import { REVOKED_TOKENS, USERS } from './collections';
import { SessionEvents, UserEvents } from './events';

export const usersEventFeature = defineEventFeature({
  name: 'users',
  events: { ...UserEvents, ...SessionEvents },
  collections: [USERS, REVOKED_TOKENS],
});
