/** What other console features may use of the notification templates' upkeep (its public surface). */
export { NOTIFICATION_TEMPLATES_PATH } from './paths';
