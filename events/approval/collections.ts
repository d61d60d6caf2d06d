import { defineCollection } from '../core/collections';
import type { ApprovalDoc } from './events';

/** Read model `approvals`: the director's approval of each employment questionnaire. */
export const APPROVALS = defineCollection<ApprovalDoc>('approvals');
