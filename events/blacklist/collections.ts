import { defineCollection } from '../core/collections';
import type { BlacklistEntryDoc } from './events';

/** Read model `blacklist`: one document per entry, removed ones kept and marked. */
export const BLACKLIST = defineCollection<BlacklistEntryDoc>('blacklist');
