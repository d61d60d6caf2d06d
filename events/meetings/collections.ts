import { defineCollection } from '../core/collections';
import type { MeetingDoc } from './events';

/** Read model `meetings`: the calendar's interviews and meetings. */
export const MEETINGS = defineCollection<MeetingDoc>('meetings');
