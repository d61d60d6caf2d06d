import { SCAN_LIMIT_MESSAGES, SCAN_LIMITS } from '#events/questionnaire/scan-limits';
import type { Decider } from '../../core/decider';
import { AppError } from '../../core/errors';
import {
  questionnaireDecider,
  type QuestionnaireCommand,
  type QuestionnaireState_,
  type QuestionnaireStreamEvent,
} from './decider';

/** The sizes of the scans attached to a questionnaire and not removed, by file id. */
export type ScanSizes = ReadonlyMap<string, number>;

export interface ScanLimitedState {
  questionnaire: QuestionnaireState_;
  scans: ScanSizes;
}

/** Refuses a scan of `size` bytes that would take the questionnaire past its caps (nothing is written). */
export function assertScanFits(scans: ScanSizes, size: number): void {
  if (scans.size + 1 > SCAN_LIMITS.maxFiles) throw new AppError(422, SCAN_LIMIT_MESSAGES.tooMany);
  let total = size;
  for (const bytes of scans.values()) total += bytes;
  if (total > SCAN_LIMITS.maxTotalBytes) throw new AppError(413, SCAN_LIMIT_MESSAGES.tooLarge);
}

/**
 * The questionnaire's decider with its scans' caps: the same events and rules, plus the sizes of the
 * attached scans, so an upload is judged on the stream it is appended to (with its expected
 * revision: two uploads at once cannot both take the last place).
 */
export const scanLimitedDecider: Decider<ScanLimitedState, QuestionnaireCommand, QuestionnaireStreamEvent> = {
  kind: questionnaireDecider.kind,
  initialState: () => ({ questionnaire: questionnaireDecider.initialState(), scans: new Map() }),
  evolve(state, event) {
    const questionnaire = questionnaireDecider.evolve(state.questionnaire, event);
    if (event.type === 'QuestionnaireFileAttached') {
      return { questionnaire, scans: new Map(state.scans).set(event.data.fileId, event.data.size) };
    }
    if (event.type === 'QuestionnaireFileRemoved') {
      const scans = new Map(state.scans);
      scans.delete(event.data.fileId);
      return { questionnaire, scans };
    }
    return { questionnaire, scans: state.scans };
  },
  decide(command, state, ctx) {
    const events = questionnaireDecider.decide(command, state.questionnaire, ctx);
    if (command.type === 'AttachQuestionnaireFile') assertScanFits(state.scans, command.file.size);
    return events;
  },
};
