/** What other console features may use of the blacklist's upkeep (its public surface). */
export { BLACKLIST_PATH } from './paths';
