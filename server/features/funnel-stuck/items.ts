import { STUCK_THRESHOLD_DAYS, type FunnelJourneyDoc, type StuckItem } from '#events/funnel/api';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { questionnaireFor } from '#events/questionnaire/masking';
import { storeLabel, type Store } from '#events/core/stores';
import type { ReadStore } from '#projections/core/read-store';
import { collectionIn } from '#projections/core/typed-read';
import { lightQuestionnaires } from '#projections/questionnaire-light';
import { toQuestionnaireView } from '#projections/questionnaire/queries';
import { wholeDaysSince } from './rule';

/** What the list shows when a journey's questionnaire is gone from the read models. */
const UNKNOWN_NAME = 'Кандидат';

const joinName = (parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The rows of a page. The funnel holds no personal data: the candidate's name comes from the
 * questionnaire's read model (the employment questionnaire if the journey has one, else the light
 * one), passed through the card's own masking for this viewer (events/questionnaire/masking.ts),
 * so the list never shows more than the card would. An erased name reads 'удалено' there already.
 */
export async function stuckItems(
  read: ReadStore,
  docs: FunnelJourneyDoc[],
  viewerScope: string,
  now: Date,
  findStore: (id: string) => Store | undefined,
): Promise<StuckItem[]> {
  const questionnaireIds = docs.flatMap((d) => (d.questionnaireId ? [d.questionnaireId] : []));
  const lightIds = docs.flatMap((d) => (!d.questionnaireId && d.lightId ? [d.lightId] : []));
  const [questionnaires, lights] = await Promise.all([
    collectionIn(read, QUESTIONNAIRES).getMany(questionnaireIds),
    lightQuestionnaires(read).getMany(lightIds),
  ]);
  const nameOf = (doc: FunnelJourneyDoc): string => {
    if (doc.questionnaireId) {
      const found = questionnaires.get(doc.questionnaireId);
      if (!found) return UNKNOWN_NAME;
      const { info } = questionnaireFor(viewerScope, toQuestionnaireView(found));
      return (
        joinName([info.lastname, info.firstname, info.woPatronymic ? '' : info.secondname]) || UNKNOWN_NAME
      );
    }
    const light = doc.lightId ? lights.get(doc.lightId) : undefined;
    if (!light) return UNKNOWN_NAME;
    const { info } = light;
    return (
      joinName([info.surname, info.firstName, info.woPatronymic ? '' : info.patronymicName]) || UNKNOWN_NAME
    );
  };
  return docs.map((doc): StuckItem => {
    const store = findStore(doc.storeId);
    return {
      journeyId: doc.journeyId,
      record: doc.questionnaireId
        ? { kind: 'questionnaire', id: doc.questionnaireId }
        : { kind: 'questionnaireLight', id: doc.lightId ?? '' },
      stage: doc.stage,
      since: doc.since,
      days: wholeDaysSince(doc.since, now),
      thresholdDays: STUCK_THRESHOLD_DAYS[doc.stage] ?? 0,
      storeId: doc.storeId,
      storeLabel: store ? storeLabel(store) : doc.storeId,
      positionTitle: doc.positionTitle,
      candidateName: nameOf(doc),
    };
  });
}
