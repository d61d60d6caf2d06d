import { streamIdOf } from '#events/core/envelope';
import type { Services } from '../../core/services';

/**
 * The streams whose events make one record's timeline (issue 28: 'a record's related streams are
 * woven into its timeline'). A questionnaire weaves its checks, approval, 1C hire and signatures
 * (all keyed by the questionnaire id) and the light questionnaire it continues. Other kinds are
 * their own stream. Streams that do not exist yet are simply empty.
 */
export async function wovenStreams(s: Services, kind: string, id: string): Promise<string[]> {
  if (kind !== 'questionnaire') return [streamIdOf(kind, id)];
  const own = streamIdOf('questionnaire', id);
  const related = ['checks', 'approval', 'hire', 'signing'].map((k) => streamIdOf(k, id));
  const first = (await s.events.readStream(own, { toRevision: 0 }))[0];
  const lightId = (first?.data as { lightQuestionnaireId?: string } | undefined)?.lightQuestionnaireId;
  return lightId ? [streamIdOf('questionnaireLight', lightId), own, ...related] : [own, ...related];
}
