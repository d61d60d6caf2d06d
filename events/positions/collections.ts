import { defineCollection } from '../core/collections';
import type { PositionDoc } from './events';

/** Read model `positions`: one document per position, as the settings table and filters show it. */
export const POSITIONS = defineCollection<PositionDoc>('positions');
