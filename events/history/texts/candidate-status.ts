import type { CandidateStatusEvents } from '../../candidate-status/events';
import { moscowText } from '../display';
import type { TextsOf } from './types';

/** The candidate's own acts on their status page (issue 31). The comment is theirs: never shown here. */
export const candidateStatusTexts: TextsOf<typeof CandidateStatusEvents> = {
  InterviewRescheduleRequested: (d, { v }) =>
    `${v('попросил', 'попросила')} перенести собеседование${d.preferredTime ? `, удобное время — ${moscowText(d.preferredTime)}` : ''}`,
  CandidateWithdrew: (_d, { v }) => `${v('отозвал', 'отозвала')} заявку`,
};
