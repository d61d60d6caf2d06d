/** What other server code may use of the notifications: the demo's notifications (server/demo/seed.ts). */
export { seedNotifications } from './demo-seed';
