import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, resolvedValidQuestionnaire } from '../../helpers/approval';
import { startTestServer, type TestServer } from '../../helpers/server';
import bcrypt from 'bcryptjs';
import { handleCommand } from '#server/core/command-handler';
import { userDecider } from '#server/features/users/decider';
import { lastCodeTo } from '../../helpers/questionnaire-light';

let server: TestServer;
const tokenOf = async (login: string) => (await server.login(login)).token;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('director approval by SMS code', () => {
  it('HR requests a code: it goes to the region director with the candidate, position and store', async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Кодова' });
    const hr = await tokenOf('hr');
    const res = await server.post(`/checkConfirmation/${id}`, {}, hr);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Код подтверждения отправлен',
      title: 'Запрос на согласование успешно отправлен',
    });
    expect(res.body.entity).toMatchObject({
      pending: true,
      pendingFor: '1005',
      statuses: { confirmationDR: { has: false, phone: '+7******1005' } },
    });
    const [sms] = server.services.sms.recent();
    expect(sms!.to).toBe('79990001005');
    expect(sms!.text).toMatch(/Кодова Алёна Петровна, Продавец-консультант, магазин «Авиапарк»/);
    // No code and no full phone in the events.
    const events = await server.services.events.readStream(`approval-${id}`);
    expect(JSON.stringify(events)).not.toContain(codeFromOutbox(server, 'Кодова'));
    expect(JSON.stringify(events)).not.toContain('79990001005');

    const pending = await server.get('/approvals/pending', await tokenOf('regiondirector'));
    expect(pending.body.list.map((d: { id: string }) => d.id)).toContain(id);

    const wrong = await server.post(`/checkConfirmation/${id}/confirm`, { code: 1 }, hr);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Неверный код подтверждения');

    const code = Number(codeFromOutbox(server, 'Кодова'));
    const ok = await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Номер подтверждён');
    expect(ok.body.entity).toMatchObject({
      pending: false,
      statuses: { confirmationDR: { has: true, message: 'Номер подтверждён' } },
      approval: { method: 'code', stale: false, director: { userId: '1005' } },
    });
    // The card's own answer carries the spec's statuses, confirmationDR included (part 2, section 3).
    const card = await server.post(`/get-questionnaire/${id}`, {}, hr);
    expect(card.body.entity.statuses).toMatchObject({
      state: 'resolvedValid',
      confirmationDR: { has: true, message: 'Номер подтверждён', phone: '+7******1005' },
      fssp: { status: expect.any(String) as unknown },
      rejectedReason: null,
    });
    const again = await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr);
    expect(again.status).toBe(422);
    const after = await server.get('/approvals/pending', await tokenOf('regiondirector'));
    expect(after.body.list.map((d: { id: string }) => d.id)).not.toContain(id);
  });

  it('a code for questionnaire A never confirms B', async () => {
    const a = await resolvedValidQuestionnaire(server, { lastname: 'Первая' });
    const b = await resolvedValidQuestionnaire(server, { lastname: 'Вторая' });
    const hr = await tokenOf('hr');
    expect((await server.post(`/checkConfirmation/${a}`, {}, hr)).status).toBe(200);
    expect((await server.post(`/checkConfirmation/${b}`, {}, hr)).status).toBe(200);
    const codeA = codeFromOutbox(server, 'Первая');
    const codeB = codeFromOutbox(server, 'Вторая');
    if (codeA !== codeB) {
      const res = await server.post(`/checkConfirmation/${b}/confirm`, { code: codeA }, hr);
      expect(res.status).toBe(400);
    }
    const ok = await server.post(`/checkConfirmation/${b}/confirm`, { code: codeB }, hr);
    expect(ok.body.entity.statuses.confirmationDR.has).toBe(true);
    const stillA = await server.get(`/approvals/${a}`, hr);
    expect(stillA.body.entity.statuses.confirmationDR.has).toBe(false);
  });

  it('after five wrong codes even the right one is refused; resend waits 60 s', async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Подборова' });
    const hr = await tokenOf('hr');
    await server.post(`/checkConfirmation/${id}`, {}, hr);
    const code = codeFromOutbox(server, 'Подборова');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await server.post(`/checkConfirmation/${id}/confirm`, { code: wrong }, hr)).status).toBe(400);
    const right = await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr);
    expect(right.status).toBe(429);
    const resend = await server.post(`/checkConfirmation/${id}`, {}, hr);
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/Повторная отправка кода возможна через \d+ с/);
  });

  it('no director in the directory: the manual phone is asked for, then used', async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Казанская', IStoreId: '40072' });
    const hr = await tokenOf('hr');
    const asked = await server.post(`/checkConfirmation/${id}`, {}, hr);
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({ message: 'Не найден директор региона', details: { needPhone: true } });
    const sent = await server.post(`/checkConfirmation/${id}`, { phone: '+79990003016' }, hr);
    expect(sent.status).toBe(200);
    expect(lastCodeTo(server)).toBe('79990003016');
    expect(sent.body.entity).toMatchObject({ pendingFor: null, request: { manual: true } });
  });

  it('no self-approval: a typed phone while the directory has the director is refused, nothing sent or written (issue 23)', async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Самоваров' });
    const before = server.services.sms.recent().length;
    for (const login of ['hr', 'director', 'unitdirector', 'admin']) {
      const res = await server.post(
        `/checkConfirmation/${id}`,
        { phone: '+79990009999' },
        await tokenOf(login),
      );
      expect(res.status, `${login}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.message).toMatch(/только когда директор не найден в справочнике/);
      expect(res.body.details).toMatchObject({ field: 'phone' });
    }
    expect(server.services.sms.recent().length).toBe(before);
    expect(await server.services.events.readStream(`approval-${id}`)).toEqual([]);
  });

  it("a typed phone never goes to the requester's own work phone; a manual approval is marked on the card (issue 23)", async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Ручнова', IStoreId: '40072' });
    // An HR account with a work phone of its own (the demo HR has none).
    await handleCommand(
      server.services.bus,
      userDecider,
      'hr-with-phone',
      {
        type: 'RegisterUser',
        userId: 'hr-with-phone',
        login: 'hr-phone',
        passwordHash: await bcrypt.hash('demo', 4),
        scope: 'HR',
        surname: 'Телефонова',
        name: 'Ольга',
        positionName: 'HR',
        storeId: null,
        storeName: null,
        permissions: [],
        phone: '79990007777',
      },
      {
        now: new Date().toISOString(),
        newId: server.services.newId,
        actor: { userId: 'test', role: 'Admin' },
        correlationId: 't',
      },
    );
    const own = await server.post(
      `/checkConfirmation/${id}`,
      { phone: '+79990007777' },
      await tokenOf('hr-phone'),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(422);
    expect(own.body.message).toBe('Код согласования нельзя отправить на свой рабочий номер');
    const hr = await tokenOf('hr');
    expect((await server.post(`/checkConfirmation/${id}`, { phone: '+79990003017' }, hr)).status).toBe(200);
    const code = Number(codeFromOutbox(server, 'Ручнова'));
    const ok = await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.entity.approval).toMatchObject({ method: 'code', manual: true, director: null });
    const [, confirmed] = await server.services.events.readStream(`approval-${id}`);
    expect(confirmed).toMatchObject({ type: 'ApprovalConfirmed', data: { manual: true } });
  });

  it('approve by click: the director the request went to or Admin; a data change makes it stale', async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Кликова' });
    const hr = await tokenOf('hr');
    await server.post(`/checkConfirmation/${id}`, {}, hr);
    expect((await server.post(`/approvals/${id}/approve`, {}, await tokenOf('director'))).status).toBe(403);
    expect((await server.post(`/approvals/${id}/approve`, {}, hr)).status).toBe(403);
    const ok = await server.post(`/approvals/${id}/approve`, {}, await tokenOf('regiondirector'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.entity.approval).toMatchObject({ method: 'click', by: { userId: '1005' } });
    const card = await server.post(`/get-questionnaire/${id}`, {}, hr);
    const edit = await fetch(`${server.url}/api/v1/questionnaire/${id}/info`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hr}` },
      body: JSON.stringify({ changes: { email: 'new.mail@mail.ru' }, revision: card.body.entity.revision }),
    });
    expect(edit.status).toBe(200);
    const stale = await server.get(`/approvals/${id}`, hr);
    expect(stale.body.entity).toMatchObject({
      approval: { stale: true },
      statuses: {
        confirmationDR: { has: false, message: 'Согласование устарело: данные кандидата изменились' },
      },
    });
  });

  it('the demo has approvals waiting, given and stale', async () => {
    const pending = await server.get('/approvals/pending', await tokenOf('admin'));
    expect(pending.body.list.length).toBeGreaterThanOrEqual(3);
    // The manual branch is in the demo too: a store whose region has no director in the directory.
    const docs = await server.services.read.find('approvals', {});
    const manual = docs.filter((d) => (d as { request?: { manual?: boolean } }).request?.manual);
    expect(manual.length).toBeGreaterThanOrEqual(1);
  });
});
