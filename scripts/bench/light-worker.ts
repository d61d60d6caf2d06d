/**
 * Child process of the bench (test 7): light questionnaires appended to an existing event store
 * through the real append port, then the 'questionnairesLight' read model rebuilt from it.
 * Usage: light-worker.ts generate <events.sqlite> <count>
 *        light-worker.ts rebuild <events.sqlite> <read.sqlite>
 * Prints one line `BENCH_RESULT <json>` on stdout.
 */
import '#events/index';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { EventMeta, NewEvent } from '#events/core/envelope';
import {
  QUESTIONNAIRE_LIGHT_KIND,
  type QuestionnaireLightStatus,
  type QuestionnaireVacancySnapshot,
} from '#events/questionnaire-light/events';
import { projections, reactors } from '#server/core/registry';
import { questionnairesLightProjection } from '#projections/questionnaire-light';
import { rebuildProjection } from '#projections/core/rebuild';
import { ProjectionRunner } from '#projections/core/runner';
import { CANDIDATE_ACTOR } from '#server/features/questionnaire-light/context';
import { DEMO_CITIES, DEMO_POSITIONS, DEMO_STORES, DEMO_USERS } from '#server/demo/reference';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { indexesOf, plainCollectionsOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { benchReadKey } from './read-key';
import { yieldToLoop } from './cleanup';

export interface GenerateResult {
  mode: 'generate';
  questionnaires: number;
  firstId: number;
  events: number;
  appends: number;
  seconds: number;
  byType: Record<QuestionnaireLightStatus, number>;
}

export interface LightRebuildResult {
  mode: 'rebuild';
  events: number;
  documents: number;
  seconds: number;
  /** The other projections catching up over the new events, as the server would on start. */
  catchUpSeconds: number;
  head: number;
}

/** Deterministic data set: the same questionnaires on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, items: [T, number][]): () => T {
  const total = items.reduce((a, [, w]) => a + w, 0);
  return () => {
    let r = random() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items.at(-1)![0];
  };
}

const MALE = {
  surnames: [
    'Иванов',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Васильев',
    'Петров',
    'Соколов',
    'Михайлов',
    'Новиков',
    'Фёдоров',
  ],
  names: [
    'Александр',
    'Дмитрий',
    'Максим',
    'Сергей',
    'Андрей',
    'Алексей',
    'Артём',
    'Илья',
    'Кирилл',
    'Михаил',
  ],
  patronymics: [
    'Александрович',
    'Дмитриевич',
    'Сергеевич',
    'Андреевич',
    'Алексеевич',
    'Игоревич',
    'Олегович',
  ],
};
const FEMALE = {
  surnames: [
    'Иванова',
    'Смирнова',
    'Кузнецова',
    'Попова',
    'Васильева',
    'Петрова',
    'Соколова',
    'Михайлова',
    'Новикова',
  ],
  names: [
    'Анастасия',
    'Мария',
    'Анна',
    'Виктория',
    'Екатерина',
    'Наталья',
    'Марина',
    'Полина',
    'Дарья',
    'Елена',
  ],
  patronymics: [
    'Александровна',
    'Дмитриевна',
    'Сергеевна',
    'Андреевна',
    'Алексеевна',
    'Игоревна',
    'Олеговна',
  ],
};
const STREETS = [
  'ул. Ленина',
  'ул. Гагарина',
  'ул. Мира',
  'пр-т Победы',
  'ул. Садовая',
  'ул. Советская',
  'ул. Школьная',
];
const SUBWAYS = [
  'Маяковская',
  'Аэропорт',
  'Сокол',
  'Динамо',
  'Площадь Восстания',
  'Геологическая',
  'Кремлёвская',
  '',
];
const ACCEPT_COMMENTS = [
  '',
  '',
  'Готов выйти со следующей недели',
  'Звонить после 12:00',
  'Собеседование в пятницу',
];
const DECLINE_COMMENTS = ['Кандидат отказался', 'Не подходит график', 'Далеко ездить', 'Не выходит на связь'];

/** Positions as the demo seed numbers them (code 1.. in DEMO_POSITIONS order), weighted like a shop's hiring. */
const POSITION_WEIGHTS: Record<string, number> = {
  'Продавец-консультант': 30,
  'Продавец-кассир': 25,
  Кассир: 15,
  'Продавец ювелирных изделий': 10,
  Мерчендайзер: 8,
  'Заместитель директора магазина': 4,
  'Директор магазина': 2,
  Совместитель: 6,
};

function pickers(random: () => number) {
  const positions = DEMO_POSITIONS.map((p, i) => ({ id: String(i + 1), title: p.title })).filter(
    (p) => POSITION_WEIGHTS[p.title] !== undefined,
  );
  const position = weighted(
    random,
    positions.map((p) => [p, POSITION_WEIGHTS[p.title]!]),
  );
  // Moscow's stores take most candidates; each store weighs by its city.
  const cityWeight: Record<string, number> = { '1': 5, '2': 3, '3': 1.5, '4': 1, '5': 1 };
  const store = weighted(
    random,
    DEMO_STORES.map((s) => [s, cityWeight[s.param.cityId] ?? 1]),
  );
  const status = weighted<QuestionnaireLightStatus>(random, [
    ['new', 40],
    ['accepted', 35],
    ['rejected', 25],
  ]);
  return { position, store, status };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** The highest numeric id among the store's light questionnaires (the demo seed's, usually 8). */
function lastQuestionnaireId(eventsFile: string): number {
  const db = new Database(eventsFile, { readonly: true });
  try {
    const prefix = `${QUESTIONNAIRE_LIGHT_KIND}-`;
    const row = db
      .prepare<[number, string], { last: number | null }>(
        'SELECT max(CAST(substr(stream_id, ?) AS INTEGER)) AS last FROM events WHERE stream_id LIKE ?',
      )
      .get(prefix.length + 1, `${prefix}%`);
    return row?.last ?? 0;
  } finally {
    db.close();
  }
}

function meta(actor: EventMeta['actor'], occurredAt: string): EventMeta {
  const correlationId = randomUUID();
  return { actor, occurredAt, correlationId, causationId: correlationId, schemaVersion: 1 };
}

/**
 * `count` questionnaires over the last year, one stream each: all submissions first (one append
 * each), then a second round accepting or declining ~60% of them days later, so a stream's events
 * are spread over the log as they would be.
 */
async function generate(eventsFile: string, count: number): Promise<GenerateResult> {
  const firstId = lastQuestionnaireId(eventsFile) + 1;
  const random = mulberry32(20240601);
  const pickAny = pickers(random);
  const cityName = new Map(DEMO_CITIES.map((c) => [c.cityId, c.name]));
  const reviewerUser = DEMO_USERS.find((u) => u.login === 'hr-al') ?? DEMO_USERS[0];
  const reviewer = {
    userId: reviewerUser.userId,
    role: reviewerUser.scope,
    name: `${reviewerUser.surname} ${reviewerUser.name}`,
  };
  const now = Date.now();
  const yearMs = 365 * 24 * 3600_000;
  const store = openSqliteEventStore(eventsFile);
  const byType: Record<QuestionnaireLightStatus, number> = { new: 0, accepted: 0, rejected: 0 };
  const reviews: { id: string; status: QuestionnaireLightStatus; at: string }[] = [];
  let events = 0;
  let appends = 0;
  const started = performance.now();
  try {
    for (let i = 0; i < count; i++) {
      const id = String(firstId + i);
      const position = pickAny.position();
      const shop = pickAny.store();
      const status = pickAny.status();
      byType[status]++;
      const male = random() < 0.45;
      const people = male ? MALE : FEMALE;
      const woPatronymic = random() < 0.05;
      const submittedMs = now - yearMs + Math.floor((i / count) * (yearMs - 14 * 24 * 3600_000));
      const submittedAt = new Date(submittedMs).toISOString();
      const city = cityName.get(shop.param.cityId) ?? '';
      const vacancy: QuestionnaireVacancySnapshot = {
        // Synthetic vacancy ids: the list API reads the snapshot, never the vacancy itself.
        id: `bench-${shop.IStoreId}-${position.id}`,
        IStoreId: shop.IStoreId,
        store: {
          name: shop.name,
          ...(shop.param.mall ? { mall: shop.param.mall } : {}),
          cityId: shop.param.cityId,
          cityName: city,
        },
        position: { id: position.id, title: position.title },
      };
      const year = 1970 + Math.floor(random() * 36);
      const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
      const submitted: NewEvent = {
        id: randomUUID(),
        type: 'QuestionnaireLightSubmitted',
        data: {
          id,
          vacancy_id: vacancy.id,
          info: {
            surname: pick(random, people.surnames),
            firstName: pick(random, people.names),
            patronymicName: woPatronymic ? '' : pick(random, people.patronymics),
            woPatronymic,
            citizen: 'Russia',
            birthDate: `${year}-${month}-${day}T00:00:00.000Z`,
            phone: `79${String(100_000_000 + ((firstId + i) % 900_000_000)).padStart(9, '0')}`,
            email: `candidate${id}@mail.ru`,
            addressFact: `г. ${city}, ${pick(random, STREETS)}, д. ${1 + Math.floor(random() * 120)}`,
            subwayStation: pick(random, SUBWAYS),
          },
          vacancy,
        },
        meta: meta(CANDIDATE_ACTOR, submittedAt),
      };
      await store.append(`${QUESTIONNAIRE_LIGHT_KIND}-${id}`, [submitted], 'no_stream');
      events++;
      appends++;
      if (status !== 'new') {
        const reviewedMs = Math.min(now, submittedMs + (1 + Math.floor(random() * 13)) * 24 * 3600_000);
        reviews.push({ id, status, at: new Date(reviewedMs).toISOString() });
      }
      if (appends % 2000 === 0) await yieldToLoop();
    }
    for (const r of reviews) {
      const accepted = r.status === 'accepted';
      const review: NewEvent = {
        id: randomUUID(),
        type: accepted ? 'QuestionnaireLightAccepted' : 'QuestionnaireLightDeclined',
        data: { comment: pick(random, accepted ? ACCEPT_COMMENTS : DECLINE_COMMENTS) },
        meta: meta(reviewer, r.at),
      };
      await store.append(`${QUESTIONNAIRE_LIGHT_KIND}-${r.id}`, [review], 0);
      events++;
      appends++;
      if (appends % 2000 === 0) await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  return {
    mode: 'generate',
    questionnaires: count,
    firstId,
    events,
    appends,
    seconds: (performance.now() - started) / 1000,
    byType,
  };
}

/**
 * rebuildProjection of 'questionnairesLight' (the read model the list API queries), then every
 * projection caught up to the head from its checkpoint as the server's runner would do on start,
 * so that the server starts with nothing left to project.
 */
async function rebuild(eventsFile: string, readFile: string): Promise<LightRebuildResult> {
  const events = openSqliteEventStore(eventsFile);
  const read = openSqliteReadStore(readFile, indexesOf(projections()), {
    key: benchReadKey(readFile),
    plain: plainCollectionsOf(projections()),
  });
  try {
    const result = await rebuildProjection(events, read, questionnairesLightProjection);
    const head = await events.headPosition();
    const started = performance.now();
    const runner = new ProjectionRunner(events, read, projections());
    await runner.start();
    await runner.waitFor(head, 600_000);
    await runner.stop();
    if (runner.position < head) throw new Error(`projections stopped at ${runner.position} of ${head}`);
    // The appended acceptances are data, not news: the reactors (light -> employment questionnaire)
    // start at the head, as on a server that was running when they happened.
    for (const reactor of reactors()) await read.commit(`reactor:${reactor.name}`, [], head);
    return {
      mode: 'rebuild',
      events: result.events,
      documents: result.documents,
      seconds: result.seconds,
      catchUpSeconds: (performance.now() - started) / 1000,
      head,
    };
  } finally {
    await events.close();
    await read.close();
  }
}

async function main(): Promise<void> {
  const [mode, eventsFile, arg] = process.argv.slice(2);
  if (mode === 'generate' && eventsFile && arg) {
    console.log(`BENCH_RESULT ${JSON.stringify(await generate(eventsFile, Number(arg)))}`);
  } else if (mode === 'rebuild' && eventsFile && arg) {
    console.log(`BENCH_RESULT ${JSON.stringify(await rebuild(eventsFile, arg))}`);
  } else {
    throw new Error('usage: light-worker.ts generate <events> <count> | rebuild <events> <read>');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
