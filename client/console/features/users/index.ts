/** What other console features may use of staff accounts (its public surface). */
export { USERS_PATH } from './paths';
