/** What other server code may use of the notifications: the demo's notifications (server/demo/seed.ts). */
export { seedNotifications } from './demo-seed';
/**
 * The issue 31 contract's link secrets: the status page resolves and hands out status links and shows
 * the opt-out links (candidate-status); the opt-out routes check an opt-out link (notification-templates).
 */
export { isOptOutToken, isStatusToken, optOutLink, statusLink } from './links';
