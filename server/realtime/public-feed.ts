import { BASE_TEMPLATES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import { POSITIONS } from '#events/positions/collections';
import { stringField } from '#events/core/json';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppliedChange } from '#projections/core/apply';
import type { Services } from '../core/services';
import type { Doc } from '#projections/core/read-store';
import { toPublicVacancies } from '../features/vacancies';
import { describeForLog } from '../core/log-safe';
import { log } from '../core/logger';

/** Anonymous sockets connect here, never to the staff namespace. */
export const PUBLIC_NAMESPACE = '/public';
/** The only room of the public namespace: changes of vacancies published (now or before) on the own site. */
export const PUBLIC_VACANCIES_ROOM = 'public:vacancies';
const NO_ACCESS = 'Нет доступа к этим данным';
/** Above this many affected vacancies in one commit, one 'refresh' replaces the single changes. */
const MAX_CHANGES_PER_COMMIT = 200;

type Ack = (reply: Record<string, unknown>) => void;

/**
 * A feature's rooms on the public namespace (a candidate's status page): the feature decides from
 * the watch message (which carries the proof, e.g. a link's secret) whether a socket may join, and
 * pushes to its rooms itself.
 */
export interface PublicRoomRule {
  /** Whether the room name is this rule's. */
  owns(room: string): boolean;
  /** Whether the watch message proves access to the room; never throws for bad input. */
  mayJoin(room: string, msg: unknown, s: Services): Promise<boolean>;
  /** Subscribes its pushes (called once, with the namespace). */
  attach(nsp: Namespace, s: Services): void;
}

/**
 * The public site's live feed: an unauthenticated Socket.IO namespace whose sockets may join only
 * PUBLIC_VACANCIES_ROOM. They get 'change' messages shaped like the staff ones ({position,
 * collection: 'vacancies', id, doc}) where `doc` is the PublicVacancy: no internal fields. A change
 * of a template, base template or position sends every own-site vacancy built on it.
 */
export function attachPublicFeed(io: Server, s: Services, rules: readonly PublicRoomRule[] = []): void {
  const nsp = io.of(PUBLIC_NAMESPACE);
  nsp.on('connection', (socket: Socket) => {
    socket.on('watch', (msg: unknown, ack?: Ack) => {
      const room = roomOf(msg);
      const rule = room ? rules.find((r) => r.owns(room)) : undefined;
      if (room && rule) {
        void rule.mayJoin(room, msg, s).then(
          (ok) => {
            if (!ok) return reply(ack, { ok: false, message: NO_ACCESS });
            void socket.join(room);
            reply(ack, { ok: true, position: s.runner.position });
          },
          () => reply(ack, { ok: false, message: NO_ACCESS }),
        );
        return;
      }
      if (room !== PUBLIC_VACANCIES_ROOM) return reply(ack, { ok: false, message: NO_ACCESS });
      void socket.join(PUBLIC_VACANCIES_ROOM);
      reply(ack, { ok: true, position: s.runner.position });
    });
    socket.on('unwatch', (msg: unknown) => {
      const room = roomOf(msg);
      void socket.leave(room && rules.some((r) => r.owns(room)) ? room : PUBLIC_VACANCIES_ROOM);
    });
  });
  for (const rule of rules) rule.attach(nsp, s);

  // One commit after another, so a client never sees an older version after a newer one.
  let queue = Promise.resolve();
  s.runner.onCommit((changes) => {
    if (!nsp.adapter.rooms.get(PUBLIC_VACANCIES_ROOM)?.size) return; // nobody is watching
    queue = queue
      .then(() => publish(changes))
      .catch((err: unknown) => log.error(`public feed: publish failed: ${describeForLog(err)}`));
  });

  async function publish(changes: AppliedChange[]): Promise<void> {
    const position = Math.max(...changes.map((c) => c.position));
    const affected = await affectedVacancies(s, changes);
    if (affected.length > MAX_CHANGES_PER_COMMIT) {
      nsp.to(PUBLIC_VACANCIES_ROOM).emit('refresh', { position });
      return;
    }
    const views = await toPublicVacancies(s, affected);
    for (const doc of views) {
      nsp.to(PUBLIC_VACANCIES_ROOM).emit('change', { position, collection: 'vacancies', id: doc.id, doc });
    }
  }
}

/** Vacancy documents (ever published on the own site) that a batch of read-model changes affects. */
async function affectedVacancies(s: Services, changes: AppliedChange[]): Promise<Doc[]> {
  const ids = (collection: string) => changes.filter((c) => c.collection === collection).map((c) => c.id);
  const direct = changes.flatMap((c) => (c.collection === VACANCIES.name && c.doc ? [c.doc] : []));
  const positionIds = ids(POSITIONS.name);
  const basesOfPositions = positionIds.length
    ? (await s.read.find(BASE_TEMPLATES.name, { positionId: { $in: positionIds } })).map((b) => b._id)
    : [];
  const baseIds = [...ids(BASE_TEMPLATES.name), ...basesOfPositions];
  const templateIds = ids(VACANCY_TEMPLATES.name);
  const onSite = { status: { $ne: 'unpublished' } };
  const indirect =
    baseIds.length || templateIds.length
      ? await s.read.find(VACANCIES.name, {
          ...onSite,
          $or: [{ baseTemplateId: { $in: baseIds } }, { templateId: { $in: templateIds } }],
        })
      : [];
  const byId = new Map<string, Doc>();
  for (const doc of [...indirect, ...direct]) if (doc.status !== 'unpublished') byId.set(doc._id, doc);
  return [...byId.values()];
}

function roomOf(msg: unknown): string | null {
  return stringField(msg, 'room') ?? null;
}

function reply(ack: Ack | undefined, body: Record<string, unknown>): void {
  if (typeof ack === 'function') ack(body);
}
