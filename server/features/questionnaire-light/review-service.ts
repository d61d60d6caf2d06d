import type { QuestionnaireLightEntity, QuestionnaireLightStatus } from '#events/questionnaire-light/events';
import { lightQuestionnaires, questionnaireEntity } from '#projections/questionnaire-light';
import { readsLikeAdmin } from '#events/core/roles';
import type { AccessClaims } from '../../auth/tokens';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { NotFoundError } from '../../core/errors';
import type { Filter } from '#projections/core/read-store';
import type { Services } from '../../core/services';
import { reviewableStores } from '../../access/records';
import {
  questionnaireLightDecider,
  QUESTIONNAIRE_MESSAGES,
  type QuestionnaireLightCommand,
} from './questionnaire';

export interface ListQuery {
  type: QuestionnaireLightStatus;
  offset: number;
  limit: number;
  where?: { position?: string; city?: string; store?: string };
}

const given = (v: string | undefined): v is string => v !== undefined && v !== '@all';

function scopeFilter(user: AccessClaims): Filter {
  const stores = reviewableStores(user);
  return stores === null ? {} : { IStoreId: { $in: stores } };
}

export async function listQuestionnaires(
  s: Services,
  user: AccessClaims,
  q: ListQuery,
): Promise<{ list: QuestionnaireLightEntity[]; total: number }> {
  const filter: Filter = { type: q.type, ...scopeFilter(user) };
  if (given(q.where?.position)) filter.positionId = q.where.position;
  if (readsLikeAdmin(user.scope)) {
    if (given(q.where?.city)) filter.cityId = q.where.city;
    if (given(q.where?.store)) filter.IStoreId = q.where.store;
  }
  const page = await lightQuestionnaires(s.read).findPage(filter, {
    sort: { seq: -1 },
    skip: q.offset,
    limit: q.limit,
  });
  return { list: page.docs.map(questionnaireEntity), total: page.total };
}

export async function getQuestionnaire(
  s: Services,
  user: AccessClaims,
  id: string,
): Promise<QuestionnaireLightEntity> {
  const doc = await lightQuestionnaires(s.read).get(id);
  const stores = reviewableStores(user);
  if (!doc || (stores !== null && !stores.includes(String(doc.IStoreId))))
    throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
  return questionnaireEntity(doc);
}

/**
 * Accept, decline or restore. `revision`, what the reviewer saw: a change the review depends on
 * after it is a 409 naming who (the decider's table, events/questionnaire-light/conflicts.ts); the
 * candidate confirming their e-mail is not. Without it (spec-shaped callers) the review is decided
 * on the questionnaire as it is.
 */
export async function reviewQuestionnaire(
  s: Services,
  user: AccessClaims,
  id: string,
  command: Extract<
    QuestionnaireLightCommand,
    { type: 'AcceptQuestionnaireLight' | 'DeclineQuestionnaireLight' | 'RestoreQuestionnaireLight' }
  >,
  ctx: CommandContext,
  revision?: number,
): Promise<QuestionnaireLightEntity> {
  await getQuestionnaire(s, user, id);
  const seen = revision === undefined ? {} : { seenRevision: revision };
  await handleCommand(s.bus, questionnaireLightDecider, id, { ...command, ...seen }, ctx);
  return getQuestionnaire(s, user, id);
}
