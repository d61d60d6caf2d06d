import {
  CANDIDATE_STATUS_KIND,
  CANDIDATE_STATUS_MESSAGES,
  type CandidateStatusEvent,
} from '#events/candidate-status/events';
import type { Decider } from '../../core/decider';
import { AppError } from '../../core/errors';

export interface CandidateStatusState {
  withdrawn: boolean;
}

export type CandidateStatusCommand =
  | {
      type: 'RequestInterviewReschedule';
      meetingId: string;
      subject: string;
      comment: string;
      preferredTime: string | null;
    }
  | { type: 'Withdraw'; ref: string };

/** The candidate's own acts on their status page (stream `candidate-status-{ref}`). */
export const candidateStatusDecider: Decider<
  CandidateStatusState,
  CandidateStatusCommand,
  CandidateStatusEvent
> = {
  kind: CANDIDATE_STATUS_KIND,
  initialState: () => ({ withdrawn: false }),
  evolve: (s, event) => (event.type === 'CandidateWithdrew' ? { ...s, withdrawn: true } : s),
  decide(command, s) {
    if (s.withdrawn) throw new AppError(409, CANDIDATE_STATUS_MESSAGES.ended);
    if (command.type === 'Withdraw') return [{ type: 'CandidateWithdrew', data: { ref: command.ref } }];
    const { meetingId, subject, comment, preferredTime } = command;
    return [{ type: 'InterviewRescheduleRequested', data: { meetingId, subject, comment, preferredTime } }];
  },
};
