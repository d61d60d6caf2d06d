import { defineConsoleFeature } from '../../shell/feature';

/**
 * Candidate notifications (issue 31): no page of their own; the light and employment cards show
 * their block (NotificationsBlock, through index.ts).
 */
export const notificationsConsoleFeature = defineConsoleFeature({ name: 'notifications', routes: [] });
