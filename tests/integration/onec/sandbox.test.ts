import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OneSError } from '#server/adapters/onec/port';
import { ONE_S_DOCUMENT_SET } from '#server/adapters/onec/sandbox/triggers';
import { CREDENTIALS, sampleHire, sendHire, startSandbox, type SandboxFixture } from './sandbox-fixture';

/**
 * Issue 26, item 2: the HTTP adapter against the built-in 1C sandbox's OData routes, end to end:
 * find → create person → passport → document → post → document set → regenerate → drift → unpost →
 * deletion mark, and every documented trigger.
 */
let f: SandboxFixture;
beforeEach(async () => {
  f = await startSandbox();
});
afterEach(async () => {
  await f.close();
});

async function failure(promise: Promise<unknown>): Promise<OneSError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OneSError);
  return err as OneSError;
}

describe('the 1C sandbox through the OData adapter', () => {
  it('registers the person, creates the document unposted, posts it after the delay and builds its documents', async () => {
    const hire = sampleHire('hire-1');
    expect(await f.onec.findPerson(hire.person.inn, hire.person.snils)).toBeNull();
    const personRef = await f.onec.createPerson(hire.person);
    expect(await f.onec.findPerson(hire.person.inn, '')).toBe(personRef);
    expect(await f.onec.findPerson('', hire.person.snils)).toBe(personRef);
    await f.onec.recordPassport(personRef, hire.passport);
    expect(await f.onec.findHireDocument('hire-1')).toBeNull();

    const created = await f.onec.createHireDocument(personRef, hire);
    expect(created).toMatchObject({ posted: false, deletionMark: false, documents: [] });
    expect(created.number).toMatch(/^0000-\d{6}$/);
    expect(created.fields).toMatchObject({
      ДатаПриема: '2025-03-17',
      Должность: 'Продавец-кассир',
      Подразделение: '10412',
      ВидЗанятости: 'ОсновноеМестоРаботы',
      КоличествоСтавок: '1',
    });
    expect((await f.onec.findHireDocument('hire-1'))?.ref).toBe(created.ref);
    // substringof matches longer ids too: only our exact comment counts.
    expect(await f.onec.findHireDocument('hire')).toBeNull();

    const queued = await f.onec.postDocument(created.ref, created.dataVersion);
    expect(queued.posted).toBe(false);
    expect(queued.dataVersion).not.toBe(created.dataVersion);
    f.advance(1000);
    const posted = await f.onec.getDocument(created.ref);
    expect(posted).toMatchObject({ posted: true, documents: [] });
    f.advance(1000);
    const ready = await f.onec.getDocument(created.ref);
    expect(ready?.documents).toEqual(ONE_S_DOCUMENT_SET);
    expect(ready?.dataVersion).not.toBe(posted?.dataVersion);

    const regenerating = await f.onec.regenerateDocuments(created.ref);
    expect(regenerating.documents).toEqual([]);
    f.advance(1000);
    expect((await f.onec.getDocument(created.ref))?.documents).toEqual(ONE_S_DOCUMENT_SET);

    // An accountant's edit in 1C (the test hook): DataVersion moves, the date with it.
    const before = (await f.onec.getDocument(created.ref))!;
    f.sandbox.drift(created.ref);
    const drifted = (await f.onec.getDocument(created.ref))!;
    expect(drifted.dataVersion).not.toBe(before.dataVersion);
    expect(drifted.fields.ДатаПриема).toBe('2025-03-18');

    // The rollback: a stale version is refused with 412, the fresh one unposts.
    expect((await failure(f.onec.unpostDocument(created.ref, before.dataVersion))).kind).toBe('stale');
    const unposted = await f.onec.unpostDocument(created.ref, drifted.dataVersion);
    expect(unposted).toMatchObject({ posted: false, documents: [] });
    const deleted = await f.onec.markForDeletion(created.ref, unposted.dataVersion);
    expect(deleted).toMatchObject({ deletionMark: true, posted: false });
    expect((await failure(f.onec.postDocument(created.ref, deleted.dataVersion))).kind).toBe('rejected');
    expect(f.sandbox.countByHireId('hire:hire-1')).toBe(1);
  });

  it('answers $count by our comment and refuses a wrong service user', async () => {
    const { document } = await sendHire(f.onec, sampleHire('hire-42'));
    const auth = `Basic ${Buffer.from(`${CREDENTIALS.user}:${CREDENTIALS.password}`).toString('base64')}`;
    const filter = encodeURIComponent("substringof('hire:hire-42', Комментарий)");
    const url = `${f.url}/odata/standard.odata/${encodeURIComponent('Document_ПриемНаРаботу')}/$count?$filter=${filter}`;
    const res = await fetch(url, { headers: { authorization: auth } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('1');
    const wrong = await fetch(url, {
      headers: { authorization: `Basic ${Buffer.from('odata.user:x').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    expect(document.ref).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("'Несозданов': posting fails with 'Документ не создан', every time", async () => {
    const { document } = await sendHire(f.onec, sampleHire('h-nc', 'Несозданов'));
    for (let i = 0; i < 2; i++) {
      const err = await failure(f.onec.postDocument(document.ref, document.dataVersion));
      expect(err.kind).toBe('notCreated');
      expect(err.message).toMatch(/^Документ не создан/);
    }
    expect((await f.onec.getDocument(document.ref))?.posted).toBe(false);
  });

  it("'Версионов': the first post answers 412 (an accountant saved it), the next with the new version posts", async () => {
    const { document } = await sendHire(f.onec, sampleHire('h-st', 'Версионова'));
    expect((await failure(f.onec.postDocument(document.ref, document.dataVersion))).kind).toBe('stale');
    const fresh = (await f.onec.getDocument(document.ref))!;
    expect(fresh.dataVersion).not.toBe(document.dataVersion);
    await f.onec.postDocument(fresh.ref, fresh.dataVersion);
    f.advance(1000);
    expect((await f.onec.getDocument(document.ref))?.posted).toBe(true);
  });

  it("'Бесправнов': creating the document is refused for rights", async () => {
    const err = await failure(sendHire(f.onec, sampleHire('h-r', 'Бесправнов')));
    expect(err.kind).toBe('rights');
    expect(err.message).toContain('Нарушение прав доступа');
  });

  it("'Молчунов': the document is created but the answer never comes (unknown outcome); it is found by our id", async () => {
    await f.close();
    f = await startSandbox(undefined, 300);
    const err = await failure(sendHire(f.onec, sampleHire('h-t', 'Молчунов')));
    expect(err).toMatchObject({ kind: 'timeout', unknownOutcome: true });
    const found = await f.onec.findHireDocument('h-t');
    expect(found).not.toBeNull();
    expect(f.sandbox.countByHireId('hire:h-t')).toBe(1);
  });

  it("'Недоступнов': 1C is down for the outage, then the document is created", async () => {
    const hire = sampleHire('h-u', 'Недоступнов');
    const err = await failure(sendHire(f.onec, hire));
    expect(err.kind).toBe('unavailable');
    f.advance(30_000);
    expect((await failure(sendHire(f.onec, hire))).kind).toBe('unavailable');
    f.advance(30_000);
    const { document } = await sendHire(f.onec, hire);
    expect(document.posted).toBe(false);
  });

  it("'Правкин': the document drifts a while after its documents are built", async () => {
    const { document } = await sendHire(f.onec, sampleHire('h-d', 'Правкина'));
    await f.onec.postDocument(document.ref, document.dataVersion);
    f.advance(2000);
    const ready = (await f.onec.getDocument(document.ref))!;
    expect(ready.documents.length).toBeGreaterThan(0);
    expect(ready.fields.ДатаПриема).toBe('2025-03-17');
    f.advance(5000);
    const drifted = (await f.onec.getDocument(document.ref))!;
    expect(drifted.dataVersion).not.toBe(ready.dataVersion);
    expect(drifted.fields.ДатаПриема).toBe('2025-03-18');
    f.advance(60_000);
    expect((await f.onec.getDocument(document.ref))!.dataVersion).toBe(drifted.dataVersion);
  });

  it('a person found by INN is not registered twice; a second hire gets its own document', async () => {
    const first = await sendHire(f.onec, sampleHire('h-a'));
    const second = await sendHire(f.onec, sampleHire('h-b'));
    expect(second.personRef).toBe(first.personRef);
    expect(second.document.ref).not.toBe(first.document.ref);
  });
});
