import { staffName } from '#events/core/staff-name';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { collectionIn } from '#projections/core/typed-read';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { DEMO_USERS } from './reference';

/** A demo user's command context at a moment of the demo's past (ids and correlation fresh). */
export function actorAt(s: Services, login: string, at: number): CommandContext {
  const user = DEMO_USERS.find((u) => u.login === login);
  const actor = user
    ? { userId: user.userId, role: user.scope, name: staffName(user) }
    : { userId: 'system', role: 'System', name: 'Система' };
  return { now: new Date(at).toISOString(), newId: s.newId, actor, correlationId: s.newId() };
}

/** The employment questionnaire of a demo candidate, by surname (the demo's surnames are unique). */
export async function findDemoQuestionnaire(s: Services, surname: string): Promise<QuestionnaireView | null> {
  const [doc] = await collectionIn(s.read, QUESTIONNAIRES).find({ 'info.lastname': surname }, { limit: 1 });
  return doc ? getQuestionnaire(s.read, doc.id, null) : null;
}
