import { defineCollection } from '../core/collections';
import type { MeetingEntity } from './events';

/** Read model `meetings`: the calendar's interviews and meetings. */
export const MEETINGS = defineCollection<MeetingEntity>('meetings');
