/** What other console features may use of the notifications: the card's block. */
export { NotificationsBlock } from './NotificationsBlock';
