import type { ActionBy, CallOutcome } from '#events/questionnaire-light/events';
import { AppError } from '../../core/errors';

/** The code was not accepted and nothing is recorded (expired, used up, never sent): {isDone: false}. */
export class PhoneCodeRefused extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * A review action refused because of the questionnaire's state: 'didnotchanged' when it is already
 * where the action would take it (someone acted first), 'decline' for any other wrong state.
 */
export class QuestionnaireTransitionRefused extends AppError {
  constructor(
    message: string,
    readonly outcome: Extract<CallOutcome, 'didnotchanged' | 'decline'>,
    readonly changedBy: ActionBy | null,
    readonly changedAt: string | null,
  ) {
    super(409, message, { changedBy, changedAt });
  }
}
