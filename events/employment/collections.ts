import { defineCollection } from '../core/collections';
import type { HireDoc } from './events';

/** Read model `hires`: the hire of each questionnaire sent to 1C (id = questionnaire id). */
export const HIRES = defineCollection<HireDoc>('hires');
