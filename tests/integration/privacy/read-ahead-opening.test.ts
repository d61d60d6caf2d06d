import '#events/index';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { keySourceOf, openKeyStore, type KeyStore } from '#server/privacy/key-store';
import { pageOpenerSpec, withSealedPersonalData, type SealedEventStore } from '#server/privacy/sealed-store';
import { appendChainYear } from '../../../scripts/bench/chain-year-data';

/**
 * Issue 25, item 5: a rebuild's pages are opened on the event store's read-ahead thread
 * (server/privacy/page-opener.ts), so the rebuild's own thread only parses them. What that thread
 * reads must be exactly what the sealed store opens itself: personal fields in plain, an erased
 * candidate's as 'удалено', and a box kept before the read's start opened by the reader.
 */
const dir = mkdtempSync(join(tmpdir(), 'hc-read-ahead-open-'));
const file = join(dir, 'events.sqlite');
const keysFile = join(dir, 'keys.sqlite');
const masterKey = randomBytes(32);
const ERASED = 'questionnaire-1000003';
let inner: EventStore;
let keys: KeyStore;
let sealed: SealedEventStore;

beforeAll(async () => {
  // 40 questionnaires (about 450 events), sealed as the server seals them: a box per batch, the
  // batch's other events pointing back to it. The bench's chain-year generator closes its store.
  await appendChainYear(
    withSealedPersonalData(openSqliteEventStore(file), openKeyStore(keysFile, masterKey)),
    1_000_000,
    40,
  );
  keys = openKeyStore(keysFile, masterKey);
  await keys.erase([keys.subjectOfStream(ERASED)!]);
  inner = openSqliteEventStore(file, { readAheadFrom: 1 }); // the worker reads even this short log
  sealed = withSealedPersonalData(inner, keys);
}, 60_000);

afterAll(async () => {
  await sealed.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every event of the pages the store reads ahead from `fromPosition`, with the sealed store's transform or none. */
async function innerPages(fromPosition: number, opened: boolean): Promise<EventEnvelope[]> {
  const transform = opened ? pageOpenerSpec(keySourceOf(keys)!) : undefined;
  const events: EventEnvelope[] = [];
  for await (const page of inner.readAllPages!({ fromPosition, pageSize: 7, transform }))
    events.push(...page);
  return events;
}

describe('pages opened on the read-ahead thread', () => {
  it('are what the sealed store opens itself, the erased candidate included', async () => {
    const raw = await innerPages(0, false);
    expect(raw.filter((e) => e.meta.sealed).length).toBeGreaterThan(100);
    const expected = await sealed.readAll({ fromPosition: 0 }); // opened on this thread
    const fromWorker = await innerPages(0, true);
    expect(fromWorker.filter((e) => e.meta.sealed)).toEqual([]);
    expect(fromWorker).toEqual(expected);
    const erased = fromWorker.find((e) => e.streamId === ERASED && e.type === 'QuestionnaireOpened')!;
    expect(JSON.stringify(erased.data)).not.toContain('Бенчмарковна');
    const kept = fromWorker.find(
      (e) => e.streamId === 'questionnaire-1000004' && e.type === 'QuestionnaireOpened',
    )!;
    expect(JSON.stringify(kept.data)).toContain('Бенчмарковна');
    // The sealed store's own pages come the same way.
    const pages: EventEnvelope[] = [];
    for await (const page of sealed.readAllPages!({ fromPosition: 0, pageSize: 7 })) pages.push(...page);
    expect(pages).toEqual(expected);
  });

  it('a read that starts inside a batch: the thread leaves what it cannot open, the reader opens it', async () => {
    const raw = await innerPages(0, false);
    // The first event that points back to its batch's box: the read starts just before it.
    const at = raw.findIndex((e) => e.meta.sealed && 'back' in e.meta.sealed && e.streamId !== ERASED);
    expect(at).toBeGreaterThan(0);
    const from = raw[at - 1]!.position;
    const fromWorker = await innerPages(from, true);
    // Its box is before the read: the rest of that batch is left sealed, and nothing else.
    const left = fromWorker.filter((e) => e.meta.sealed);
    expect(left.length).toBeGreaterThan(0);
    expect(new Set(left.map((e) => e.streamId))).toEqual(new Set([raw[at]!.streamId]));
    const pages: EventEnvelope[] = [];
    for await (const page of sealed.readAllPages!({ fromPosition: from, pageSize: 7 })) pages.push(...page);
    expect(pages.filter((e) => e.meta.sealed)).toEqual([]);
    expect(pages).toEqual(await sealed.readAll({ fromPosition: from }));
  });
});
