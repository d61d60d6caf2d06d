import { defineCollection } from '../core/collections';
import type { CandidateChecksDoc } from './views';

/** Read model `candidateChecks`: one document per questionnaire (its id), the card's checks block. */
export const CANDIDATE_CHECKS = defineCollection<CandidateChecksDoc>('candidateChecks');
