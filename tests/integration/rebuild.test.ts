import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import '#events/index';
import type { EventEnvelope, EventMeta, NewEvent } from '#events/core/envelope';
import { projections } from '#server/core/registry';
import { rebuildProjection, rebuildProjections, type RebuildOptions } from '#projections/core/rebuild';
import { ProjectionRunner } from '#projections/core/runner';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import type { ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';

const dir = mkdtempSync(join(tmpdir(), 'hc-rebuild-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texts that JSON has to escape or that are not Latin-1, to check the read-ahead's page texts. */
const TRICKY = [
  'Кассир',
  'say "hi"',
  'back\\slash',
  'line\nbreak',
  'tab\there',
  'sep\u2028x',
  'emoji 😀',
  '',
];

/**
 * A few thousand valid events of every projected kind (and phone events no projection reads),
 * spread over streams the way edits over time spread them; some appends carry several events
 * with one meta, as commands do.
 */
function history(count: number): { streamId: string; events: NewEvent[] }[] {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const text = () => `${pick(TRICKY)} ${Math.floor(rnd() * 1000)}`;
  const appends: { streamId: string; events: NewEvent[] }[] = [];
  const ids = { position: 0, user: 0, base: 0, template: 0, vacancy: 0, questionnaire: 0 };
  const existing = (kind: keyof typeof ids) => String(1 + Math.floor(rnd() * Math.max(1, ids[kind])));
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  let n = 0;
  const info = () => ({
    surname: text(),
    firstName: 'Мария',
    patronymicName: 'Петровна',
    woPatronymic: rnd() < 0.2,
    citizen: 'Russia',
    birthDate: '12.04.1995',
    phone: `7900${String(1_000_000 + Math.floor(rnd() * 9_000_000))}`,
    email: pick(['a@example.com', 'b@example.com']),
    addressFact: text(),
    subwayStation: 'Тверская',
  });
  const baseFields = () => ({
    positionId: existing('position'),
    responsibility: `<p>${text()}</p>`,
    standards: '<p>s</p>',
    conditions: '<p>c</p>',
    ...(rnd() < 0.7 ? { experience: 'нет опыта', schedule: 'полный день', occupation: 'полная' } : {}),
    hhProfessionalRoles: rnd() < 0.5 ? ['97'] : [],
  });
  const salary = () =>
    rnd() < 0.2 ? null : { from: 30000, to: 30000 + 100 * Math.floor(rnd() * 100), type: 'среднегодовая' };

  while (n < count) {
    const r = rnd();
    let streamId: string;
    let events: { type: string; data: unknown }[];
    if (r < 0.25) {
      const fresh = ids.position === 0 || rnd() < 0.3;
      const id = fresh ? String(++ids.position) : existing('position');
      streamId = `position-${id}`;
      events = fresh
        ? [
            {
              type: 'PositionCreated',
              data: {
                id,
                title: text(),
                use_to_search_candidate: rnd() < 0.5,
                show_on_vacancies_feed: false,
              },
            },
          ]
        : [];
      for (let k = Math.floor(rnd() * 3); k >= 0; k--) {
        events.push(
          pick([
            { type: 'PositionRenamed', data: { title: text() } },
            { type: 'PositionCandidateSearchToggled', data: { use_to_search_candidate: rnd() < 0.5 } },
            { type: 'PositionFeedVisibilityToggled', data: { show_on_vacancies_feed: rnd() < 0.5 } },
          ]),
        );
      }
    } else if (r < 0.35) {
      const fresh = ids.user === 0 || rnd() < 0.3;
      const id = fresh ? String(++ids.user) : existing('user');
      streamId = `user-${id}`;
      events = fresh
        ? [
            {
              type: 'UserRegistered',
              data: {
                userId: id,
                login: `u${id}`,
                passwordHash: '$2a$10$hash',
                scope: 'staff',
                surname: text(),
                name: 'Анна',
                positionName: 'HR',
                storeId: rnd() < 0.5 ? null : '101',
                storeName: null,
                permissions: ['positions'],
              },
            },
          ]
        : [
            pick([
              { type: 'UserPasswordChanged', data: { passwordHash: '$2a$10$other' } },
              { type: 'UserPermissionsChanged', data: { permissions: ['a', text()], reason: text() } },
              {
                type: 'RefreshTokenRevoked',
                data: { jti: `jti-${Math.floor(rnd() * 50)}`, expiresAt: '2026-02-01T00:00:00.000Z' },
              },
            ]),
          ];
    } else if (r < 0.45) {
      const fresh = ids.base === 0 || rnd() < 0.4;
      const id = fresh ? String(++ids.base) : existing('base');
      streamId = `baseTemplate-${id}`;
      events = [
        fresh
          ? { type: 'BaseTemplateCreated', data: { id, ...baseFields() } }
          : { type: 'BaseTemplateUpdated', data: baseFields() },
      ];
    } else if (r < 0.55) {
      const fresh = ids.template === 0 || rnd() < 0.4;
      const id = fresh ? String(++ids.template) : existing('template');
      streamId = `vacancyTemplate-${id}`;
      events = [
        fresh
          ? {
              type: 'VacancyTemplateCreated',
              data: {
                id,
                baseTemplateId: existing('base'),
                dependence: 'cityId',
                dependenceId: '77',
                salary: salary(),
              },
            }
          : { type: 'VacancyTemplateSalaryChanged', data: { salary: salary() } },
      ];
    } else if (r < 0.72) {
      const fresh = ids.vacancy === 0 || rnd() < 0.3;
      const id = fresh ? String(++ids.vacancy) : existing('vacancy');
      streamId = `vacancy-${id}`;
      events = fresh
        ? [
            {
              type: 'VacancyCreated',
              data: {
                id,
                templateId: existing('template'),
                baseTemplateId: existing('base'),
                cityId: '77',
                IStoreId: pick(['101', '102']),
                extraStandards: text(),
                meta: { userId: '1', IStoreId: '101' },
              },
            },
          ]
        : [];
      for (let k = Math.floor(rnd() * 3); k >= 0; k--) {
        const service = pick(['headhunter', 'site', 'superjob']);
        events.push(
          pick([
            { type: 'VacancyExtraDescriptionChanged', data: { extraStandards: text() } },
            {
              type: 'VacancyPublicationChanged',
              data: {
                service,
                status: pick(['published', 'closed', 'deleted']),
                ...(service === 'site' ? {} : { link: `https://example.com/${text()}`, externalId: 'x1' }),
              },
            },
            {
              type: 'VacancyPublicationFailed',
              data: { service, action: 'publish', message: text(), ...(rnd() < 0.5 ? { status: 400 } : {}) },
            },
          ]),
        );
      }
    } else if (r < 0.95) {
      const fresh = ids.questionnaire === 0 || rnd() < 0.3;
      const id = fresh ? String(++ids.questionnaire) : existing('questionnaire');
      streamId = `questionnaireLight-${id}`;
      events = fresh
        ? [
            {
              type: 'QuestionnaireLightSubmitted',
              data: {
                id,
                vacancy_id: existing('vacancy'),
                info: info(),
                vacancy: {
                  id: existing('vacancy'),
                  IStoreId: '101',
                  store: { name: text(), cityId: '77', cityName: 'Москва' },
                  position: { id: existing('position'), title: text() },
                },
              },
            },
          ]
        : [];
      for (let k = Math.floor(rnd() * 2); k >= 0; k--) {
        events.push(
          pick([
            { type: 'QuestionnaireLightEdited', data: { info: info() } },
            { type: 'QuestionnaireLightEmailConfirmed', data: {} },
            { type: 'QuestionnaireLightAccepted', data: { comment: text() } },
            { type: 'QuestionnaireLightDeclined', data: { comment: text() } },
            { type: 'QuestionnaireLightRestored', data: {} },
          ]),
        );
      }
    } else {
      const phone = `7900${1_000_000 + Math.floor(rnd() * 100)}`;
      streamId = `phone-${phone}`;
      events = [{ type: 'PhoneCodeRejected', data: { phone } }];
    }
    clock += 1000 + Math.floor(rnd() * 60_000);
    const meta: EventMeta = {
      actor: {
        userId: String(1 + Math.floor(rnd() * 5)),
        role: 'admin',
        name: pick(['Анна', 'O"Neil', 'x\\y']),
      },
      occurredAt: new Date(clock).toISOString(),
      correlationId: `c-${appends.length}`,
      causationId: `c-${appends.length}`,
      schemaVersion: 1,
    };
    appends.push({ streamId, events: events.map((e) => ({ id: `e-${++n}`, ...e, meta })) });
  }
  return appends;
}

/** Every collection of every projection, as JSON text read from a freshly opened store. */
async function snapshot(file: string): Promise<Record<string, string>> {
  const read = openSqliteReadStore(file);
  const out: Record<string, string> = {};
  for (const p of projections()) {
    out[`checkpoint ${p.name}`] = String(await read.getCheckpoint(p.name));
    for (const c of p.collections) out[c] = JSON.stringify(await read.find(c, {}, { sort: { _id: 1 } }));
  }
  await read.close();
  return out;
}

async function rebuildAll(
  events: EventStore,
  read: ReadStore,
  pageSize: number,
  options: RebuildOptions,
  together = false,
): Promise<number[]> {
  const counts: number[] = [];
  if (together) {
    // One read of the log for every projection, the joining ones folding each page after the others.
    const reads: string[][] = [];
    let pages = 0;
    const results = await rebuildProjections(
      events,
      read,
      projections(),
      (pass) => {
        pages++;
        const names = pass.map((p) => p.name);
        if (reads.at(-1)?.join() !== names.join()) reads.push(names);
      },
      pageSize,
      options,
    );
    expect(projections().some((p) => p.forBatch)).toBe(true);
    expect(reads).toEqual([projections().map((p) => p.name)]);
    expect(pages).toBe(Math.ceil((await events.readAll({ fromPosition: 0 })).length / pageSize));
    for (const p of projections()) {
      expect(results.get(p.name)!.events).toBe(await events.headPosition());
      counts.push(results.get(p.name)!.documents);
    }
    return counts;
  }
  for (const p of projections()) {
    const progress: number[] = [];
    const result = await rebuildProjection(events, read, p, (at) => progress.push(at), pageSize, options);
    expect(progress.at(-1)).toBe(await events.headPosition());
    expect(result.events).toBe(await events.headPosition());
    counts.push(result.documents);
  }
  return counts;
}

describe('projection rebuild', () => {
  const eventsFile = join(dir, 'events.sqlite');
  const liveFile = join(dir, 'live.sqlite');
  let live: Record<string, string>;
  let documents: number[];

  it('builds the log with the live runner', async () => {
    const events = openSqliteEventStore(eventsFile, { readAheadFrom: 0 });
    for (const { streamId, events: batch } of history(3000)) await events.append(streamId, batch, 'any');
    const head = await events.headPosition();
    expect(head).toBeGreaterThanOrEqual(3000);
    const read = openSqliteReadStore(liveFile);
    const runner = new ProjectionRunner(events, read, projections(), 13);
    await runner.start();
    await runner.waitFor(head, 20_000);
    await runner.stop();
    documents = [];
    for (const p of projections()) {
      let count = 0;
      for (const c of p.collections) count += await read.count(c);
      documents.push(count);
    }
    await read.close();
    await events.close();
    live = await snapshot(liveFile);
    const generated = ['positions', 'users', 'baseTemplates', 'vacancyTemplates', 'vacancies'];
    for (const name of [...generated, 'questionnairesLight']) {
      expect(documents[projections().findIndex((p) => p.name === name)]).toBeGreaterThan(5);
    }
  });

  const variants: {
    name: string;
    pageSize: number;
    options: RebuildOptions;
    /** Read on a worker thread even though the log is small. */
    worker?: boolean;
    /** Hide the stores' fast paths (readAllPages, commitRebuild). */
    plain?: boolean;
    /** Every projection in one read of the log (rebuildProjections, `npm run rebuild -- all`). */
    together?: boolean;
  }[] = [
    { name: 'read-ahead worker, several commits', pageSize: 97, options: { commitEvery: 300 }, worker: true },
    { name: 'small log read on the calling thread, default sizes', pageSize: 5000, options: {} },
    { name: 'documents dropped from memory', pageSize: 50, options: { commitEvery: 100, maxWorkingDocs: 5 } },
    {
      name: 'documents dropped at every commit under heap pressure',
      pageSize: 50,
      options: { commitEvery: 100, heapPressed: () => true },
    },
    { name: 'stores without the fast paths', pageSize: 97, options: { commitEvery: 300 }, plain: true },
    { name: 'all in one read, several commits', pageSize: 97, options: { commitEvery: 300 }, together: true },
    {
      name: 'all in one read, documents dropped from memory',
      pageSize: 50,
      options: { commitEvery: 100, maxWorkingBytes: 2000 },
      together: true,
    },
    {
      name: 'all in one read, stores without the fast paths',
      pageSize: 97,
      options: { commitEvery: 300 },
      plain: true,
      together: true,
    },
  ];
  for (const variant of variants) {
    it(`rebuilds every projection to the live runner's documents (${variant.name})`, async () => {
      const warnings = vi.spyOn(process, 'emitWarning');
      const file = join(dir, `rebuilt-${variants.indexOf(variant)}.sqlite`);
      const events = openSqliteEventStore(eventsFile, variant.worker ? { readAheadFrom: 0 } : {});
      const read = openSqliteReadStore(file);
      const counts = variant.plain
        ? await rebuildAll(
            { ...events, readAllPages: undefined },
            { ...read, commitRebuild: undefined },
            variant.pageSize,
            variant.options,
            variant.together,
          )
        : await rebuildAll(events, read, variant.pageSize, variant.options, variant.together);
      expect(counts).toEqual(documents);
      // The same store answers with the rebuilt documents at once (its cache was dropped).
      expect(await read.count('positions')).toBe(documents[0]);
      await read.close();
      await events.close();
      expect(await snapshot(file)).toEqual(live);
      // The worker thread started (no fall-back to reading on the main thread).
      expect(warnings.mock.calls.filter(([w]) => String(w).includes('read-ahead'))).toEqual([]);
      warnings.mockRestore();
    }, 60_000); // a worker per projection starts slowly on a loaded machine
  }

  it('rebuilds over the live store itself, replacing what it held', async () => {
    const events = openSqliteEventStore(eventsFile);
    const read = openSqliteReadStore(liveFile);
    await read.find('positions'); // loaded in the cache before the rebuild
    expect(await rebuildAll(events, read, 500, { commitEvery: 1000 })).toEqual(documents);
    expect(JSON.stringify(await read.find('positions', {}, { sort: { _id: 1 } }))).toBe(live.positions);
    await read.close();
    await events.close();
    expect(await snapshot(liveFile)).toEqual(live);
  });
});

describe('event store read-ahead (readAllPages)', () => {
  const collect = async (pages: AsyncIterable<EventEnvelope[]>) => {
    const sizes: number[] = [];
    const all: EventEnvelope[] = [];
    for await (const page of pages) {
      sizes.push(page.length);
      all.push(...page);
    }
    return { sizes, all };
  };

  it('returns the envelopes readAll returns, in pages, from any position', async () => {
    const file = join(dir, 'pages.sqlite');
    const store = openSqliteEventStore(file, { readAheadFrom: 0 });
    const meta = (name: string): EventMeta => ({
      actor: { userId: '1', role: 'admin', name },
      occurredAt: '2026-01-01T00:00:00.000Z',
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    });
    let n = 0;
    for (const title of TRICKY) {
      const shared = meta(title);
      await store.append(
        `position-"${title}"`,
        [1, 2, 3].map((k) => ({
          id: `ev-${++n}`,
          type: 'PositionRenamed',
          data: { title: title + k },
          meta: shared,
        })),
        'any',
      );
      await store.append(
        'position-x',
        [{ id: `ev-${++n}`, type: 'PositionRenamed', data: { title }, meta: meta('other') }],
        'any',
      );
    }
    const head = await store.headPosition();
    for (const from of [0, 5, head - 1, head]) {
      const expected = await store.readAll({ fromPosition: from });
      const { sizes, all } = await collect(store.readAllPages!({ fromPosition: from, pageSize: 7 }));
      expect(all).toEqual(expected);
      expect(sizes.every((size) => size <= 7)).toBe(true);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(head - from);
    }
    // Leaving the loop early stops the worker; the store keeps working.
    for await (const page of store.readAllPages!({ fromPosition: 0, pageSize: 3 })) {
      expect(page).toHaveLength(3);
      break;
    }
    expect(await store.readAll({ fromPosition: 0, limit: 1 })).toHaveLength(1);
    await store.close();
  });

  it('reads an in-memory store on the calling thread', async () => {
    const store = openSqliteEventStore(':memory:');
    const events = Array.from({ length: 10 }, (_, i) => ({
      id: `m-${i}`,
      type: 'PositionRenamed',
      data: { title: `t${i}` },
      meta: {
        actor: { userId: '1', role: 'admin' },
        occurredAt: '2026-01-01T00:00:00.000Z',
        correlationId: 'c',
        causationId: 'c',
        schemaVersion: 1,
      },
    }));
    await store.append('position-1', events, 'no_stream');
    const { sizes, all } = await collect(store.readAllPages!({ fromPosition: 2, pageSize: 4 }));
    expect(sizes).toEqual([4, 4]);
    expect(all).toEqual(await store.readAll({ fromPosition: 2 }));
    await store.close();
  });
});

describe('read store commitRebuild (SQLite)', () => {
  it('writes documents and checkpoint like commit, without the _pos guard', async () => {
    const read = openSqliteReadStore(join(dir, 'commit-rebuild.sqlite'));
    await read.reset('p', ['c']);
    await read.commitRebuild!('p', [{ collection: 'c', id: 'a', doc: { _id: 'a', _pos: 5, v: 1 } }], 5);
    expect(await read.get('c', 'a')).toEqual({ _id: 'a', _pos: 5, v: 1 });
    await read.commitRebuild!(
      'p',
      [
        { collection: 'c', id: 'a', doc: { _id: 'a', _pos: 3, v: 2 } }, // no guard: the caller orders
        { collection: 'c', id: 'b', doc: { _id: 'b', _pos: 6, v: 3 } },
      ],
      6,
    );
    expect(await read.find('c', {}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', _pos: 3, v: 2 },
      { _id: 'b', _pos: 6, v: 3 },
    ]);
    await read.commitRebuild!('p', [{ collection: 'c', id: 'a', doc: null }], 7);
    expect(await read.count('c')).toBe(1);
    expect(await read.getCheckpoint('p')).toBe(7);
    // A document that cannot be serialised fails the batch before anything is written.
    const bad = { _id: 'z', n: 1n } as unknown as { _id: string };
    await expect(
      read.commitRebuild!(
        'p',
        [
          { collection: 'c', id: 'b', doc: null },
          { collection: 'c', id: 'z', doc: bad },
        ],
        9,
      ),
    ).rejects.toThrow(/serialised/);
    expect(await read.count('c')).toBe(1);
    expect(await read.getCheckpoint('p')).toBe(7);
    await read.close();
  });
});
