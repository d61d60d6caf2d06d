import { MEETINGS } from '#events/meetings/collections';
import { meetingsProjection } from '#projections/meetings/projection';
import { defineServerFeature } from '../../core/feature';
import { meetingDecider } from './decider';
import { seedMeetings } from './demo-seed';
import { meetingRoutes } from './routes';
import { employmentMeetingRoutes } from './routes-employment';

/** The calendar's interviews and meetings (Admin's, spec part 1, section 6). */
export const meetingsFeature = defineServerFeature({
  name: 'meetings',
  routes: (s) => [meetingRoutes(s), employmentMeetingRoutes(s)],
  readOnlyPosts: ['/meetings/list'],
  audit: [{ decider: meetingDecider, area: 'calendar' }],
  projections: [meetingsProjection],
  // The calendar is never pushed to a store's room.
  live: [
    { collection: MEETINGS, rule: { area: 'calendar', storeScoped: false, storeRoomWhen: () => false } },
  ],
  seed: seedMeetings,
});
