import { describe, expect, it } from 'vitest';
import '#events/index';
import { diffStates } from '#events/history/describe';
import type { FieldChange } from '#events/history/api';
import type { Doc } from '#projections/core/read-store';
import { fold } from '#server/core/decider';
import { auditKinds } from '#server/core/registry';
import { redactSecrets } from '#server/features/audit/history';
import { SERVER_FEATURES } from '#server/features';
import { registeredSchemas, sampleEvent } from '../helpers/event-samples';

/** Issue 28, items 1 and 6: the fields an event changed, with Russian labels and display texts. */

const byPath = (changes: FieldChange[]) => Object.fromEntries(changes.map((c) => [c.path, c]));

/** A label that shows a raw key of the path: the label table lacks it. */
const rawKeysIn = (c: FieldChange) =>
  c.path.split('.').filter((key) => !/^\d+$/.test(key) && c.label.split(' · ').includes(key));

describe('diffStates: labels and texts', () => {
  it('names the questionnaire’s fields in Russian, nested ones with their section', () => {
    const changes = byPath(
      diffStates(
        {
          state: 'new',
          info: { lastname: 'Петров', woPatronymic: false },
          profile: { passport: { series: '4510' } },
        },
        {
          state: 'accepted',
          info: { lastname: 'Сидоров', woPatronymic: true },
          profile: { passport: { series: '4511' } },
        },
      ),
    );
    expect(changes.state).toEqual({
      path: 'state',
      label: 'Статус анкеты',
      before: 'Новая',
      after: 'Принята в работу',
    });
    expect(changes['info.lastname']).toMatchObject({ label: 'Фамилия', before: 'Петров', after: 'Сидоров' });
    expect(changes['info.woPatronymic']).toMatchObject({ label: 'Нет отчества', before: 'нет', after: 'да' });
    expect(changes['profile.passport.series']).toMatchObject({
      label: 'Профиль кандидата · Паспорт · Серия',
      before: '4510',
      after: '4511',
    });
  });

  it('shows days as DD.MM.YYYY and instants in Moscow time with the zone', () => {
    const changes = byPath(
      diffStates(
        { info: { dateBirth: '1995-04-12' }, profileSubmittedAt: null, period: '01.02.2020' },
        {
          info: { dateBirth: '1995-04-13' },
          profileSubmittedAt: '2026-11-26T09:05:00.000Z',
          period: '01.03.2020',
        },
      ),
    );
    expect(changes['info.dateBirth']).toMatchObject({ before: '12.04.1995', after: '13.04.1995' });
    expect(changes.profileSubmittedAt).toMatchObject({ before: null, after: '26.11.2026 12:05 МСК' });
    expect(changes.period).toMatchObject({ before: '01.02.2020', after: '01.03.2020' });
  });

  it('gives enum values their titles by where they are', () => {
    const changes = byPath(
      diffStates(
        {
          type: 'new',
          checks: { fssp: { status: 'running', result: { fssp: { status: 'SendedToFssp' } } } },
          publications: { headhunter: { status: 'published' } },
          permissions: [],
          salary: { from: 30000, to: 45000, type: 'среднегодовая' },
        },
        {
          type: 'accepted',
          checks: { fssp: { status: 'passed', result: { fssp: { status: 'CheckedSuccess' } } } },
          publications: { headhunter: { status: 'closed' } },
          permissions: ['MANAGE_QUESTIONNAIRE_AL'],
          salary: { from: 35000, to: 45000, type: 'среднегодовая' },
        },
      ),
    );
    expect(changes.type).toMatchObject({ before: 'Новая', after: 'Передана в магазин' });
    expect(changes['checks.fssp.status']).toMatchObject({
      label: 'Проверки · Задолженность ФССП · Статус',
      before: 'Идёт проверка',
      after: 'Пройдена',
    });
    expect(changes['checks.fssp.result.fssp.status']).toMatchObject({
      label: 'Проверки · Задолженность ФССП · Статус ФССП',
      before: 'Запрос отправлен в ФССП',
      after: 'Проверка выполнена',
    });
    expect(changes['publications.headhunter.status']).toMatchObject({
      label: 'Публикации · HeadHunter · Статус',
      before: 'Опубликована',
      after: 'В архиве',
    });
    expect(changes.permissions).toMatchObject({ label: 'Права доступа', before: null, after: 'Анкеты QR' });
    expect(changes['salary.from']).toMatchObject({
      label: 'Зарплата · От',
      before: '30 000 ₽',
      after: '35 000 ₽',
    });
  });

  it('walks lists of records element by element, and counts them when they grow', () => {
    const job = (organization: string, to: string) => ({
      organization,
      period: ['01.01.2020', to],
      position: 'Продавец',
    });
    const changes = byPath(
      diffStates(
        { info: { lastJobs: [job('Ромашка', '01.01.2021')] }, comments: [], documents: ['dkmo'] },
        {
          info: { lastJobs: [job('Лютик', '01.01.2022')] },
          comments: [{ id: 'c1', text: 'Позвонить', at: '2026-11-26T09:00:00.000Z' }],
          documents: ['dkmo', 'orderT1'],
        },
      ),
    );
    expect(changes['info.lastJobs.0.organization']).toMatchObject({
      label: 'Места работы · № 1 · Организация',
      before: 'Ромашка',
      after: 'Лютик',
    });
    expect(changes['info.lastJobs.0.period']).toMatchObject({
      before: '01.01.2020 – 01.01.2021',
      after: '01.01.2020 – 01.01.2022',
    });
    expect(changes.comments).toMatchObject({ label: 'Комментарии', before: null, after: '1 комментарий' });
    expect(changes.documents?.after).toBe(
      'Договор о полной коллективной (бригадной) материальной ответственности, Приказ о приёме работника на работу (Т-1)',
    );
  });

  it('reads maps and sets of decider states', () => {
    const changes = byPath(
      diffStates(
        { runs: new Map([['r1', { status: 'running' }]]), files: new Set(['a']) },
        { runs: new Map([['r1', { status: 'passed' }]]), files: new Set(['a', 'b']) },
      ),
    );
    expect(changes['runs.r1.status']).toMatchObject({ before: 'Идёт проверка', after: 'Пройдена' });
    expect(changes.files).toMatchObject({ label: 'Сканы', before: '1 файл', after: '2 файла' });
  });

  it("shows 'удалено' for the values an erasure removed, lists and sections included", () => {
    const before = {
      info: { lastname: 'Петров', lastJobs: [{ organization: 'Ромашка' }] },
      profile: { martial: { relatives: [{ lastName: 'Петрова' }] }, passport: { series: '4510' } },
    };
    const after = {
      info: { lastname: 'удалено', lastJobs: [] },
      profile: { martial: { relatives: [] }, passport: {} },
    };
    const changes = byPath(diffStates(before, after));
    expect(changes['info.lastname']).toMatchObject({ before: 'Петров', after: 'удалено' });
    expect(changes['info.lastJobs']).toMatchObject({ before: '1 место работы', after: 'удалено' });
    expect(changes['profile.martial.relatives']).toMatchObject({ before: '1 запись', after: 'удалено' });
    expect(changes['profile.passport.series']).toMatchObject({ before: '4510', after: 'удалено' });
  });

  it('skips technical fields, and nothing changed is no change', () => {
    const base = {
      id: '7',
      state: 'new',
      revision: 3,
      _pos: 10,
      _id: '7',
      updatedAt: '2026-11-26T09:00:00.000Z',
    };
    const next = {
      ...base,
      revision: 4,
      _pos: 11,
      updatedAt: '2026-11-26T10:00:00.000Z',
      code: { codeHash: 'abc', requestId: 'r2' },
      sealed: { subject: 's', box: 'xyz' },
      submittedRevision: 4,
    };
    expect(diffStates(base, next)).toEqual([]);
    expect(diffStates(base, base)).toEqual([]);
  });
});

describe('diffStates: every field of the records’ read models and decider states has a label', () => {
  const samples = registeredSchemas().map(([type, schema], i) => ({
    ...sampleEvent(type, schema),
    position: i + 1,
  }));
  const streamsOf = ['sample', 'questionnaireLight', 'meeting', 'dkmo'];

  /** The read models of the records with an 'История': each must have fields to compare. */
  const HISTORY_READ_MODELS = new Set([
    'questionnaires',
    'questionnairesLight',
    'candidateChecks',
    'approvals',
    'hires',
    'vacancies',
    'vacancyTemplates',
    'baseTemplates',
    'positions',
    'dkmo',
  ]);
  const projections = SERVER_FEATURES.flatMap((f) => f.projections ?? []).filter((p) => !p.forBatch);
  it.each(projections.map((p) => [p.name, p] as const))('read model %s', (_name, projection) => {
    const docs = new Map<string, Doc>();
    for (const kind of streamsOf)
      for (const e of samples.map((s) => ({ ...s, streamId: `${kind}-7` })))
        for (const key of projection.keysOf(e)) {
          const id = `${key.collection}/${key.id}`;
          const next = projection.apply(docs.get(id) ?? null, e, key);
          if (next) docs.set(id, structuredClone(next));
        }
    const changes = [...docs.values()].flatMap((doc) => diffStates({}, doc));
    if (HISTORY_READ_MODELS.has(projection.name)) expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter((c) => rawKeysIn(c).length).map((c) => c.path)).toEqual([]);
  });

  it.each([...auditKinds().entries()])('decider state %s', (kind, audit) => {
    const initial = fold(audit.decider, []);
    const own = samples
      .map((e, revision) => ({ ...e, revision, streamId: `${kind}-7` }))
      .filter((e) => {
        try {
          return fold(audit.decider, [e]) !== undefined;
        } catch {
          return false; // another aggregate's event
        }
      });
    // Samples of other aggregates may not fold into this one: each is kept only when it folds.
    let folded: typeof own = [];
    for (const e of own) {
      try {
        fold(audit.decider, [...folded, e]);
        folded = [...folded, e];
      } catch {
        // not this aggregate's
      }
    }
    const state = fold(audit.decider, folded);
    const changes = diffStates(redactSecrets(initial), redactSecrets(state));
    expect(changes.filter((c) => rawKeysIn(c).length).map((c) => c.path)).toEqual([]);
  });
});

describe('diffStates: who did something', () => {
  it('names the person by the field of who they are, and their role by its title', () => {
    const changes = byPath(
      diffStates(
        { checks: { fssp: { requestedBy: { userId: 'u1', role: 'HR', name: 'Кадрова Елена' } } } },
        { checks: { fssp: { requestedBy: { userId: 'u2', role: 'Admin', name: 'Админов Пётр' } } } },
      ),
    );
    expect(changes['checks.fssp.requestedBy.name']).toMatchObject({
      label: 'Проверки · Задолженность ФССП · Запросил',
      before: 'Кадрова Елена',
      after: 'Админов Пётр',
    });
    expect(changes['checks.fssp.requestedBy.role']).toMatchObject({
      label: 'Проверки · Задолженность ФССП · Запросил · Роль',
      before: 'HR-специалист',
      after: 'Администратор',
    });
    expect(changes['checks.fssp.requestedBy.userId']).toBeUndefined();
  });
});
