import { CANDIDATE_STATUS_KIND, CANDIDATE_STATUS_MESSAGES } from '#events/candidate-status/events';
import { streamIdOf } from '#events/core/envelope';
import { MEETINGS } from '#events/meetings/collections';
import type { MeetingDoc } from '#events/meetings/events';
import { parseRef } from '#events/notifications/links';
import { QUESTIONNAIRES_LIGHT, type QuestionnaireLightDoc } from '#events/questionnaire-light/collections';
import { QUESTIONNAIRE_LIGHT_KIND } from '#events/questionnaire-light/events';
import { isValidPhone } from '#events/questionnaire-light/inputs';
import { collectionIn } from '#projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '#projections/questionnaire/projection';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { isStatusToken } from '../notifications/index';
import { creationPhone } from '../questionnaire/index';

/**
 * What a status link names: the light questionnaire ('al{id}') and the employment questionnaire
 * continuing it, or an employment questionnaire alone ('q{id}'); with the phone the gate proves (the
 * one the questionnaire was created with) and the candidate's subject stream.
 */
export interface StatusTarget {
  ref: string;
  light: (QuestionnaireLightDoc & { id: string }) | null;
  questionnaire: QuestionnaireView | null;
  phone: string;
  subject: string;
}

const invalid = () => new NotFoundError(CANDIDATE_STATUS_MESSAGES.invalidLink);

/** The link's target; a forged token, an unknown ref or an erased candidate: 'Ссылка недействительна'. */
export async function resolveStatusLink(s: Services, ref: string, token: string): Promise<StatusTarget> {
  if (!isStatusToken(s, ref, token)) throw invalid();
  const target = await targetOfRef(s, ref);
  if (!target) throw invalid();
  return target;
}

/** The target of a ref, without its secret (the live room's pushes); null when nothing is left. */
export async function targetOfRef(s: Services, ref: string): Promise<StatusTarget | null> {
  const parsed = parseRef(ref);
  if (!parsed) return null;
  let target: StatusTarget | null = null;
  if (parsed.kind === 'light') {
    const light = await collectionIn(s.read, QUESTIONNAIRES_LIGHT).get(parsed.id);
    if (light) {
      const continued = await collectionIn(s.read, QUESTIONNAIRE_BY_LIGHT).get(parsed.id);
      const questionnaire = continued
        ? await getQuestionnaire(s.read, continued.questionnaireId, null)
        : null;
      target = {
        ref,
        light: { ...light, id: parsed.id },
        questionnaire,
        phone: questionnaire ? await creationPhone(s, questionnaire.id) : light.info.phone,
        subject: streamIdOf(QUESTIONNAIRE_LIGHT_KIND, parsed.id),
      };
    }
  } else {
    const questionnaire = await getQuestionnaire(s.read, parsed.id, null);
    if (questionnaire)
      target = {
        ref,
        light: null,
        questionnaire,
        phone: await creationPhone(s, questionnaire.id),
        subject: questionnaire.lightQuestionnaireId
          ? streamIdOf(QUESTIONNAIRE_LIGHT_KIND, questionnaire.lightQuestionnaireId)
          : streamIdOf('questionnaire', questionnaire.id),
      };
  }
  return target && isValidPhone(target.phone) ? target : null;
}

/** The latest interview still on for the target's questionnaires (light or employment), if any. */
export async function currentMeeting(s: Services, t: StatusTarget): Promise<MeetingDoc | null> {
  const of: Record<string, unknown>[] = [];
  if (t.light) of.push({ questionnaireId: t.light.id, questionnaireKind: { $ne: 'employment' } });
  if (t.questionnaire) of.push({ questionnaireId: t.questionnaire.id, questionnaireKind: 'employment' });
  const [latest] = await collectionIn(s.read, MEETINGS).find(
    { status: 'scheduled', $or: of },
    { sort: { startsAt: -1, seq: -1 }, limit: 1 },
  );
  return latest ?? null;
}

/** Whether the candidate withdrew (their own stream: a handful of events at most). */
export async function hasWithdrawn(s: Services, ref: string): Promise<boolean> {
  const events = await s.bus.store.readStream(streamIdOf(CANDIDATE_STATUS_KIND, ref), { fromRevision: 0 });
  return events.some((e) => e.type === 'CandidateWithdrew');
}
