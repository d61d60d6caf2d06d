import { parseStreamId } from '#events/core/envelope';
import { DKMO, type DkmoDoc, type DkmoMemberLine } from '#events/dkmo/collections';
import { DKMO_KIND, DkmoEvents, type StoredDkmoEvent } from '#events/dkmo/events';
import { activeMembers, ledgerRenewal } from '#events/dkmo/rules';
import { defineProjection } from '../core/types';

/** notConcluded until the director signs; signed once every member still on the team has. */
function withStatus(doc: DkmoDoc): DkmoDoc {
  const status = !doc.director
    ? 'notConcluded'
    : activeMembers(doc.members).every((m) => m.signedAt !== null)
      ? 'signed'
      : 'concluded';
  return { ...doc, status, renewal: doc.director ? ledgerRenewal(doc) : [] };
}

function line(
  employee: Extract<StoredDkmoEvent, { type: 'DkmoMemberJoined' }>['data']['employee'],
  original: boolean,
  joinedOn: string,
): DkmoMemberLine {
  const { id, fio, login, position, questionnaireId } = employee;
  return {
    id,
    fio,
    login,
    position,
    ...(questionnaireId ? { questionnaireId } : {}),
    original,
    joinedOn,
    leftOn: null,
    signedAt: null,
    signEventId: null,
    documentSha256: null,
  };
}

/**
 * Read model `dkmo`: one document per store with its current agreement and membership ledger, pushed
 * live to the store's room. It carries no signature image: those stay sealed in the event log and the
 * screen's GET opens them, so an erased signer's image is gone everywhere at once.
 */
export const dkmoProjection = defineProjection({
  name: DKMO.name,
  events: DkmoEvents,
  collection: DKMO,
  keysOf(event) {
    const { kind, id } = parseStreamId(event.streamId);
    return kind === DKMO_KIND ? [id] : [];
  },
  apply(doc, event, id): DkmoDoc | null {
    const stamp = { revision: event.revision, updatedAt: event.meta.occurredAt };
    if (event.type === 'DkmoConcluded') {
      const { IStoreId, agreement, numberDkmo, concludedOn, leader, team, renewalOf } = event.data;
      const previous = doc?.director
        ? [
            ...doc.previous,
            { agreement: doc.agreement, numberDkmo: doc.numberDkmo, createdAt: doc.createdAt },
          ]
        : (doc?.previous ?? []);
      return withStatus({
        id,
        IStoreId,
        agreement,
        numberDkmo,
        createdAt: concludedOn,
        status: 'notConcluded',
        leader: { id: leader.id, fio: leader.fio, login: leader.login, position: leader.position },
        director: null,
        members: team.map((e) => line(e, true, concludedOn)),
        renewal: [],
        renewalOf,
        previous,
        ...stamp,
      });
    }
    if (!doc || event.data.agreement !== doc.agreement) return doc;
    const signed = (m: DkmoMemberLine): DkmoMemberLine => ({
      ...m,
      signedAt: event.meta.occurredAt,
      signEventId: event.id,
      documentSha256: 'documentSha256' in event.data ? event.data.documentSha256 : null,
    });
    const update = (memberId: string, change: (m: DkmoMemberLine) => DkmoMemberLine) =>
      doc.members.map((m) => (m.id === memberId ? change(m) : m));
    switch (event.type) {
      case 'DkmoDirectorSigned': {
        const { employee, documentSha256 } = event.data;
        const known = doc.members.some((m) => m.id === employee.id);
        const members = known
          ? update(employee.id, signed)
          : [signed(line(employee, true, doc.createdAt)), ...doc.members];
        const director = { signedAt: event.meta.occurredAt, signEventId: event.id, documentSha256 };
        const { id: leaderId, fio, login, position } = employee;
        return withStatus({
          ...doc,
          ...stamp,
          leader: { id: leaderId, fio, login, position },
          director,
          members,
        });
      }
      case 'DkmoMemberJoined':
        return withStatus({
          ...doc,
          ...stamp,
          members: [...doc.members, line(event.data.employee, false, event.data.joinedOn)],
        });
      case 'DkmoMemberSigned':
        return withStatus({ ...doc, ...stamp, members: update(event.data.employee.id, signed) });
      case 'DkmoMemberLeft':
        return withStatus({
          ...doc,
          ...stamp,
          members: update(event.data.employee.id, (m) => ({ ...m, leftOn: event.data.leftOn })),
        });
    }
  },
});
