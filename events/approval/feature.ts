import { defineEventFeature } from '../core/feature';
import { APPROVALS } from './collections';
import { ApprovalEvents } from './events';

/**
 * The approval's events carry no personal data of the candidate (the director's phone only masked,
 * the code only hashed); the read model's copy of the candidate's name is purged on erasure
 * (projections/approval/projection.ts).
 */
export const approvalEventFeature = defineEventFeature({
  name: 'approval',
  events: ApprovalEvents,
  collections: [APPROVALS],
});
