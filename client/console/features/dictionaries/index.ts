/** What other console features may use of the dictionaries' upkeep (its public surface). */
export { DICTIONARIES_PATH } from './paths';
