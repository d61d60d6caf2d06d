import { defineCollection } from '../core/collections';

/** Read model `users`: staff accounts (never pushed to consoles). */
export const USERS = defineCollection<Record<string, unknown>>('users');
/** Read model `revokedTokens`: revoked refresh tokens and sign-ins, until they expire. */
export const REVOKED_TOKENS = defineCollection<Record<string, unknown>>('revokedTokens');
