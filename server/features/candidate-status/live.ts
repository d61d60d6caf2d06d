import { candidateStatusRoom, StatusInput } from '#events/candidate-status/events';
import { stringField } from '#events/core/json';
import { MEETINGS } from '#events/meetings/collections';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import type { AppliedChange } from '#projections/core/apply';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import type { Namespace } from 'socket.io';
import { is } from 'superstruct';
import { describeForLog } from '../../core/log-safe';
import { log } from '../../core/logger';
import type { Services } from '../../core/services';
import type { PublicRoomRule } from '../../realtime/public-feed';
import { confirmedPhone } from '../questionnaire-light/index';
import { resolveStatusLink, targetOfRef } from './target';
import { buildStatusView } from './view';

const PREFIX = candidateStatusRoom('');

/**
 * The status page's live room on the public namespace, `candidate-status:{ref}`: joined only with
 * the link's secret and the gate's phone token for that ref (the watch message: {room, ref, token,
 * phoneToken}). After each commit that touches the ref's light questionnaire, employment
 * questionnaire or interview, the room gets 'status' with the same masked view the page loads.
 */
export function statusRoomRule(): PublicRoomRule {
  return {
    owns: (room) => room.startsWith(PREFIX),
    async mayJoin(room, msg, s) {
      const link = {
        ref: room.slice(PREFIX.length),
        token: stringField(msg, 'token'),
        phoneToken: stringField(msg, 'phoneToken'),
      };
      if (!is(link, StatusInput)) return false;
      const target = await resolveStatusLink(s, link.ref, link.token).catch(() => null);
      return Boolean(target && confirmedPhone(s, link.phoneToken) === target.phone);
    },
    attach(nsp, s) {
      let queue = Promise.resolve();
      s.runner.onCommit((changes) => {
        if (!anyStatusRoom(nsp)) return; // nobody is watching a status page
        queue = queue
          .then(() => publish(nsp, s, changes))
          .catch((err: unknown) => log.error(`status page: publish failed: ${describeForLog(err)}`));
      });
    },
  };
}

function anyStatusRoom(nsp: Namespace): boolean {
  for (const [room, sockets] of nsp.adapter.rooms)
    if (room.startsWith(PREFIX) && sockets.size > 0) return true;
  return false;
}

async function publish(nsp: Namespace, s: Services, changes: AppliedChange[]): Promise<void> {
  const refs = new Set<string>();
  for (const c of changes) for (const ref of await refsOf(s, c)) refs.add(ref);
  for (const ref of refs) {
    const room = candidateStatusRoom(ref);
    if (!nsp.adapter.rooms.get(room)?.size) continue;
    const target = await targetOfRef(s, ref);
    if (target) nsp.to(room).emit('status', { entity: await buildStatusView(s, target) });
  }
}

/** The refs whose view a read-model change may move. */
async function refsOf(s: Services, c: AppliedChange): Promise<string[]> {
  const doc = c.doc as Record<string, unknown> | null;
  if (c.collection === QUESTIONNAIRES_LIGHT.name) return [`al${c.id}`];
  if (c.collection === QUESTIONNAIRES.name) {
    const light = stringField(doc, 'lightQuestionnaireId');
    return light ? [`q${c.id}`, `al${light}`] : [`q${c.id}`];
  }
  if (c.collection !== MEETINGS.name || !doc) return [];
  const questionnaireId = stringField(doc, 'questionnaireId');
  if (!questionnaireId) return [];
  if (doc.questionnaireKind !== 'employment') return [`al${questionnaireId}`];
  const q = await getQuestionnaire(s.read, questionnaireId, null);
  return q?.lightQuestionnaireId
    ? [`q${questionnaireId}`, `al${q.lightQuestionnaireId}`]
    : [`q${questionnaireId}`];
}
