import { afterEach, describe, expect, it } from 'vitest';
import type { PositionEvent } from '#events/positions/events';
import type { VacancyEvent } from '#events/vacancies/events';
import type { StaffVacancy } from '#events/publication/views';
import { positionsProjection } from '#projections/positions/projection';
import { VACANCY_PROJECTIONS } from '#projections/vacancies/index';
import { staffVacancyById, staffVacancyPage } from '#projections/vacancies/staff-queries';
import { projections } from '#server/core/registry';
import { givenReadModels } from '../../helpers/gwt-read-models';
import { stored } from '../../helpers/gwt';

const READ_MODELS = [positionsProjection, ...VACANCY_PROJECTIONS];
const salary = { from: 60000, to: 75000, type: 'среднегодовая' } as const;

const position = (id: string, title: string) =>
  stored<PositionEvent>(`position-${id}`, [
    {
      type: 'PositionCreated',
      data: { id, title, use_to_search_candidate: true, show_on_vacancies_feed: true },
    },
  ]);
const baseFields = {
  positionId: '3',
  responsibility: '<p>Консультировать</p>',
  standards: '<p>Вежливость</p>',
  conditions: '<p>ТК РФ</p>',
  experience: 'нет опыта',
  schedule: 'полный день',
  occupation: 'полная',
  hhProfessionalRoles: ['97'],
} as const;
const baseTemplate = stored<VacancyEvent>('baseTemplate-1', [
  { type: 'BaseTemplateCreated', data: { id: '1', ...baseFields, hhProfessionalRoles: ['97'] } },
]);
const cityTemplate = (id: string, cityId: string) =>
  stored<VacancyEvent>(`vacancyTemplate-${id}`, [
    {
      type: 'VacancyTemplateCreated',
      data: { id, baseTemplateId: '1', dependence: 'cityId', dependenceId: cityId, salary },
    },
  ]);
const vacancy = (id: string, templateId: string, cityId: string, IStoreId: string) =>
  stored<VacancyEvent>(`vacancy-${id}`, [
    {
      type: 'VacancyCreated',
      data: {
        id,
        templateId,
        baseTemplateId: '1',
        cityId,
        IStoreId,
        extraStandards: '<p>Рядом с метро</p>',
        meta: { userId: '1003', IStoreId, areaId: cityId },
      },
    },
  ]);
/** A later event of an existing stream (its revision follows the creation's). */
const next = <E extends VacancyEvent | PositionEvent>(streamId: string, event: E) =>
  stored<E>(streamId, [event]).map((e) => ({ ...e, revision: 1 }));

/** Moscow's vacancy 9 and Saint Petersburg's 10, both of base template 1 (position 3, 'Кассир'). */
const catalogue = () => [
  ...position('3', 'Кассир'),
  ...baseTemplate,
  ...cityTemplate('1-1', '1'),
  ...cityTemplate('1-2', '2'),
  ...vacancy('9', '1-1', '1', '10412'),
  ...vacancy('10', '1-2', '2', '20118'),
];

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function given(...batches: ReturnType<typeof catalogue>[]) {
  const models = await givenReadModels(READ_MODELS).given(...batches);
  close = models.close;
  return models;
}

describe('staffVacancies: the staff list joined when projected', () => {
  it('given a vacancy, then its document is the StaffVacancy the API answers, joined from its sources', async () => {
    const { read } = await given(catalogue());
    const view = await staffVacancyById(read, '9');
    expect(view).toEqual<StaffVacancy>({
      id: '9',
      templateId: '1-1',
      IStoreId: '10412',
      cityId: '1',
      extraStandards: '<p>Рядом с метро</p>',
      meta: { userId: '1003', IStoreId: '10412', areaId: '1' },
      status: 'unpublished',
      publishedAt: null,
      revision: 0,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      updatedBy: { userId: 'u1', role: 'Admin' },
      position: { id: '3', title: 'Кассир' },
      isSelfEmployed: false,
      store: {
        IStoreId: '10412',
        name: 'Авиапарк',
        mall: 'Авиапарк',
        label: 'ТЦ Авиапарк, Авиапарк',
        cityId: '1',
        cityName: 'Москва',
        fullAddress: 'г. Москва, Ходынский б-р, д. 4',
      },
      salary,
      baseTemplate: {
        id: '1',
        responsibility: '<p>Консультировать</p>',
        standards: '<p>Вежливость</p>',
        conditions: '<p>ТК РФ</p>',
        experience: 'нет опыта',
        schedule: 'полный день',
        occupation: 'полная',
      },
      publications: {},
      failures: {},
    });
  });

  it("given two cities' vacancies, when one city template's salary changes, then only its vacancies change", async () => {
    const models = await given(catalogue());
    const raised = { ...salary, to: 90000 };
    const { read, pushed } = await models.when(
      next('vacancyTemplate-1-1', { type: 'VacancyTemplateSalaryChanged', data: { salary: raised } }),
    );
    expect((await staffVacancyById(read, '9'))?.salary).toEqual(raised);
    expect((await staffVacancyById(read, '10'))?.salary).toEqual(salary);
    const staff = pushed.filter((c) => c.collection === 'staffVacancies');
    expect(staff.map((c) => c.id)).toEqual(['9']);
    expect(staff[0]?.doc).toMatchObject({ salary: raised, store: { label: 'ТЦ Авиапарк, Авиапарк' } });
  });

  it('given vacancies of a base template, when its texts change, then every one of them shows the new texts', async () => {
    const models = await given(catalogue());
    const { read } = await models.when(
      next('baseTemplate-1', {
        type: 'BaseTemplateUpdated',
        data: { ...baseFields, hhProfessionalRoles: [], conditions: '<p>ДМС</p>' },
      }),
    );
    for (const id of ['9', '10'])
      expect((await staffVacancyById(read, id))?.baseTemplate?.conditions).toBe('<p>ДМС</p>');
  });

  it('given vacancies of a position, when it is renamed Самозанятый, then they show the title and no enumerations', async () => {
    const models = await given(catalogue());
    const { read } = await models.when(
      next('position-3', { type: 'PositionRenamed', data: { title: 'Самозанятый' } }),
    );
    const view = await staffVacancyById(read, '10');
    expect(view).toMatchObject({ position: { id: '3', title: 'Самозанятый' }, isSelfEmployed: true });
    expect(view?.baseTemplate).toMatchObject({ experience: null, schedule: null, occupation: null });
  });

  it('given a template change and a new vacancy of it in ONE batch, then the vacancy shows the new salary', async () => {
    const raised = { ...salary, from: 70000, to: 80000 };
    const models = await given([...position('3', 'Кассир'), ...baseTemplate, ...cityTemplate('1-1', '1')]);
    const { read } = await models.when([
      ...next('vacancyTemplate-1-1', { type: 'VacancyTemplateSalaryChanged', data: { salary: raised } }),
      ...vacancy('9', '1-1', '1', '10412'),
    ]);
    expect((await staffVacancyById(read, '9'))?.salary).toEqual(raised);
  });

  it('given a publication, then the document shows it and the list filters by store, template and city', async () => {
    const models = await given(catalogue());
    const { read } = await models.when(
      next('vacancy-9', {
        type: 'VacancyPublicationChanged',
        data: { service: 'site', status: 'published', link: '/vacancies/9' },
      }),
    );
    expect(await staffVacancyById(read, '9')).toMatchObject({
      status: 'published',
      publications: { site: { status: 'published', link: '/vacancies/9' } },
    });
    const page = { offset: 0, limit: 10 };
    const ids = async (where: Parameters<typeof staffVacancyPage>[1]) =>
      (await staffVacancyPage(read, where, page)).list.map((v) => v.id);
    expect(await ids({ IStoreIds: null })).toEqual(['10', '9']);
    expect(await ids({ IStoreIds: ['20118'] })).toEqual(['10']);
    expect(await ids({ IStoreIds: null, templateId: '1-1' })).toEqual(['9']);
    expect(await ids({ IStoreIds: ['10412', '20118'], cityId: '2' })).toEqual(['10']);
    expect(await ids({ IStoreIds: [] })).toEqual([]);
  });
});

describe('staffVacancies: applied after the read models it joins', () => {
  it('comes after positions, baseTemplates, vacancyTemplates and vacancies in the server projection list', () => {
    const order = projections().map((p) => p.name);
    const staff = order.indexOf('staffVacancies');
    expect(staff).toBeGreaterThan(-1);
    for (const source of ['positions', 'baseTemplates', 'vacancyTemplates', 'vacancies'])
      expect(order.indexOf(source), source).toBeLessThan(staff);
  });
});
