import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '#server/core/command-handler';
import { checksDecider } from '#server/features/checks/decider';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, watch, waitForEvent, type ChangeMessage } from '../../helpers/socket';
import { FAST_CHECKS, questionnaireIdOf, settledChecks, waitFor } from './helpers';

let server: TestServer;
let hr: string;
beforeAll(async () => {
  server = await startTestServer(FAST_CHECKS);
  hr = (await server.login('hr')).token;
});
afterAll(async () => server.stop());

const person = {
  lastname: 'Жданова',
  firstname: 'Лилия',
  secondname: 'Романовна',
  dateBirth: '03.03.1999',
  passport: '',
  inn: '',
};

describe('the blacklist', () => {
  it('HR adds a person with a reason: sealed in the event store, listed, matched by the check', async () => {
    const added = await server.post('/blacklist/add', { person, cause: 'Недостача' }, hr);
    expect(added.status).toBe(201);
    expect(added.body.list[0]).toMatchObject({ person, reason: 'Недостача', removed: null });
    // The person's data never lies in the event log in plain text.
    const db = new Database(join(server.dataDir, 'events.sqlite'), { readonly: true });
    const rows = db.prepare("SELECT data FROM events WHERE type = 'BlacklistEntryAdded'").all() as {
      data: string;
    }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.data).not.toContain('Жданова');

    const id = await questionnaireIdOf(server, 'Жданова');
    await server.post(`/checkBlacklist/${id}`, {}, hr);
    const checks = await settledChecks(server, id, hr);
    expect(checks.checks.blacklist.result.blacklist).toEqual({ has: true, info: 'Недостача' });
    await waitFor(
      async () =>
        (await server.post(`/get-questionnaire/${id}`, {}, hr)).body.entity.state === 'rejectedAuth',
    );
  });

  it('a removed person no longer matches; the entry stays, marked, with who removed it and why', async () => {
    const list = await server.post('/blacklist', {}, hr);
    const entry = list.body.list.find((e: any) => e.person.passport === '4512345678');
    const removed = await server.post(`/blacklist/${entry.id}/remove`, { cause: 'Ошибочно внесён' }, hr);
    expect(removed.status).toBe(200);
    const row = removed.body.list.find((e: any) => e.id === entry.id);
    expect(row.removed).toMatchObject({ reason: 'Ошибочно внесён', by: { role: 'HR' } });
    const again = await server.post(`/blacklist/${entry.id}/remove`, { cause: 'Ещё раз' }, hr);
    expect(again.status).toBe(422);
  });

  it('other keepers see a change live (the blacklist list room)', async () => {
    const admin = (await server.login('admin')).token;
    const socket = await connect(server.url, admin);
    try {
      expect((await watch(socket, 'list:blacklist')).ok).toBe(true);
      const pushed = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.collection === 'blacklist', 3000);
      await server.post(
        '/blacklist/add',
        { person: { ...person, firstname: 'Другая' }, cause: 'Проверка' },
        hr,
      );
      expect((await pushed).doc).toMatchObject({ reason: 'Проверка' });
    } finally {
      socket.close();
    }
  });

  it('directors may not read or keep the list', async () => {
    const director = (await server.login('director')).token;
    expect((await server.post('/blacklist', {}, director)).status).toBe(403);
  });
});

describe('a blacklisted candidate refused by staff before the check ended', () => {
  it('cannot be restored', async () => {
    const admin = (await server.login('admin')).token;
    const id = await questionnaireIdOf(server, 'Кривых');
    await settledChecks(server, id, admin);
    const refused = await server.post(`/questionnaire/state/${id}`, { action: 'reject' }, admin);
    expect(refused.status).toBe(200);
    const listed = {
      ...person,
      lastname: 'Кривых',
      firstname: 'Юлия',
      secondname: 'Степановна',
      dateBirth: '27.02.1996',
    };
    await server.post('/blacklist/add', { person: listed, cause: 'Кража' }, admin);
    // The blacklist's answer arrives after the staff refusal (the check cannot refuse a refused card):
    // the process runs the requested check too, and whichever result comes first is the one kept.
    const ctx = {
      now: new Date().toISOString(),
      newId: server.services.newId,
      actor: { userId: '1001', role: 'Admin' },
      correlationId: 't',
    };
    const request = {
      type: 'RequestChecks' as const,
      questionnaireId: id,
      IStoreId: '10412',
      runs: [{ check: 'blacklist' as const, runId: 'manual-run', source: 'own-data' }],
      externalEnabled: true,
    };
    await handleCommand(server.services.bus, checksDecider, id, request, ctx);
    await handleCommand(
      server.services.bus,
      checksDecider,
      id,
      { type: 'CompleteCheck', runId: 'manual-run', result: { blacklist: { has: true, info: 'Кража' } } },
      ctx,
    );
    expect((await server.post(`/get-questionnaire/${id}`, {}, admin)).body.entity.state).toBe('rejected');
    const restored = await server.post(`/questionnaire/state/${id}`, { action: 'reestablish' }, admin);
    expect(restored.status).toBe(422);
    expect(restored.body.message).toMatch(/чёрном списке/);
    expect((await server.post(`/get-questionnaire/${id}`, {}, admin)).body.entity.state).toBe('rejected');
  });
});

describe('erasing a checked candidate (152-FZ)', () => {
  it('destroys the criminal record found, in the history and in the checks block', async () => {
    const admin = (await server.login('admin')).token;
    const id = await questionnaireIdOf(server, 'Судимов');
    const before = await settledChecks(server, id, admin);
    // The article, not the digits alone: a timestamp's milliseconds may read '158' too.
    expect(before.checks.criminalRecord.result.criminalRecord.info).toMatch(/ст\. 158 УК/);
    const erased = await server.post('/admin/personal-data/erase', { record: 'questionnaire', id }, admin);
    expect(erased.status).toBe(200);
    expect(erased.body.streams).toContain(`checks-${id}`);
    const events = await server.services.events.readStream(`checks-${id}`);
    const found = events.find(
      (e) => e.type === 'CheckCompleted' && (e.data as any).check === 'criminalRecord',
    );
    expect((found?.data as any).result.criminalRecord.info).toBe('удалено');
    const after = await server.post(`/candidateChecks/${id}`, {}, admin);
    expect(JSON.stringify(after.body.entity.checks.criminalRecord)).not.toMatch(/ст\. 158|кража/);
  });
});
