import { describe, expect, it } from 'vitest';
import {
  baseTemplatesProjection,
  vacanciesProjection,
  vacancyTemplatesProjection,
} from '#projections/vacancies/projection';
import type { EventEnvelope } from '#events/core/envelope';
import { givenProjection, stored } from '../../helpers/gwt';

const at = (events: EventEnvelope[], ...times: string[]) =>
  events.map((e, i) => ({ ...e, meta: { ...e.meta, occurredAt: times[i] ?? e.meta.occurredAt } }));

const base = {
  id: '1',
  positionId: '3',
  responsibility: '<p>a</p>',
  standards: '<p>b</p>',
  conditions: '<p>c</p>',
  experience: 'нет опыта',
  schedule: 'полный день',
  occupation: 'полная',
  hhProfessionalRoles: ['97'],
};

describe('baseTemplates projection', () => {
  it('builds the template and replaces it with the whole update', () => {
    const { id: _id, experience: _e, schedule: _s, occupation: _o, ...selfEmployedFields } = base;
    const history = stored('baseTemplate-1', [
      { type: 'BaseTemplateCreated' as const, data: base },
      { type: 'BaseTemplateUpdated' as const, data: { ...selfEmployedFields, positionId: '11' } },
    ]);
    givenProjection(baseTemplatesProjection)
      .given(history.slice(0, 1))
      .then('baseTemplates/1', {
        ...base,
        _id: '1',
        seq: 1,
        revision: 0,
        createdAt: '2026-11-22T10:00:00.000Z',
      });
    givenProjection(baseTemplatesProjection)
      .given(history)
      .then('baseTemplates/1', { positionId: '11', revision: 1 });
    const key = { collection: 'baseTemplates', id: '1' };
    const updated = baseTemplatesProjection.apply(
      baseTemplatesProjection.apply(null, history[0]!, key),
      history[1]!,
      key,
    );
    for (const field of ['experience', 'schedule', 'occupation']) expect(updated).not.toHaveProperty(field);
  });

  it('does not invent a template from an update alone and ignores other streams', () => {
    const update = stored('baseTemplate-2', [{ type: 'BaseTemplateUpdated' as const, data: base }]);
    givenProjection(baseTemplatesProjection).given(update).then('baseTemplates/2', null);
    expect(
      baseTemplatesProjection.keysOf(
        stored('vacancy-1', [{ type: 'VacancyCreated' as const, data: {} }])[0]!,
      ),
    ).toEqual([]);
  });
});

describe('vacancyTemplates projection', () => {
  it('keeps the city and the latest salary', () => {
    const salary = { from: 50000, to: 60000, type: 'среднегодовая' };
    givenProjection(vacancyTemplatesProjection)
      .given(
        stored('vacancyTemplate-4', [
          {
            type: 'VacancyTemplateCreated' as const,
            data: { id: '4', baseTemplateId: '1', dependence: 'cityId' as const, dependenceId: '2', salary },
          },
          { type: 'VacancyTemplateSalaryChanged' as const, data: { salary: { ...salary, to: 70000 } } },
        ]),
      )
      .then('vacancyTemplates/4', {
        baseTemplateId: '1',
        dependenceId: '2',
        salary: { ...salary, to: 70000 },
        revision: 1,
      });
  });
});

describe('vacancies projection', () => {
  const created = {
    type: 'VacancyCreated' as const,
    data: {
      id: '9',
      templateId: '4',
      baseTemplateId: '1',
      cityId: '1',
      IStoreId: '10412',
      extraStandards: '<p>x</p>',
      meta: { userId: '1003', IStoreId: '10412', areaId: '1' },
    },
  };
  const publication = (service: string, status: string, link?: string) => ({
    type: 'VacancyPublicationChanged' as const,
    data: { service, status, ...(link ? { link } : {}) },
  });

  it('starts unpublished with the fields the feed filters on', () => {
    givenProjection(vacanciesProjection)
      .given(stored('vacancy-9', [created]))
      .then('vacancies/9', {
        _id: '9',
        seq: 9,
        status: 'unpublished',
        publishedAt: null,
        publications: {},
        cityId: '1',
        IStoreId: '10412',
        baseTemplateId: '1',
        templateId: '4',
      });
  });

  it('tracks each service; the own site sets status and the last publication time', () => {
    const history = at(
      stored('vacancy-9', [
        created,
        publication('site', 'published', '/vacancies/9'),
        publication('headhunter', 'published', 'https://hh.ru/vacancy/5'),
        publication('site', 'closed', '/vacancies/9'),
        publication('site', 'published', '/vacancies/9'),
      ]),
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-11-03T00:00:00.000Z',
      '2026-11-04T00:00:00.000Z',
      '2026-11-05T00:00:00.000Z',
    );
    givenProjection(vacanciesProjection)
      .given(history.slice(0, 4))
      .then('vacancies/9', {
        status: 'closed',
        publishedAt: '2026-11-02T00:00:00.000Z',
        publications: {
          site: { status: 'closed', link: '/vacancies/9', updatedAt: '2026-11-04T00:00:00.000Z' },
          headhunter: {
            status: 'published',
            link: 'https://hh.ru/vacancy/5',
            updatedAt: '2026-11-03T00:00:00.000Z',
          },
        },
      });
    givenProjection(vacanciesProjection)
      .given(history)
      .then('vacancies/9', { status: 'published', publishedAt: '2026-11-05T00:00:00.000Z', revision: 4 });
  });

  it('keeps the last job board failure per service until that service succeeds', () => {
    const failed = {
      type: 'VacancyPublicationFailed' as const,
      data: { service: 'headhunter', action: 'publish', message: 'Нет доступа', status: 403 },
    };
    const history = stored('vacancy-9', [created, failed, publication('headhunter', 'published', 'hh/1')]);
    givenProjection(vacanciesProjection)
      .given(history.slice(0, 2))
      .then('vacancies/9', {
        status: 'unpublished',
        failures: { headhunter: { action: 'publish', message: 'Нет доступа', status: 403 } },
      });
    givenProjection(vacanciesProjection).given(history).then('vacancies/9', { failures: {} });
  });

  it('updates the extra description', () => {
    givenProjection(vacanciesProjection)
      .given(
        stored('vacancy-9', [
          created,
          { type: 'VacancyExtraDescriptionChanged' as const, data: { extraStandards: '<p>y</p>' } },
        ]),
      )
      .then('vacancies/9', { extraStandards: '<p>y</p>' });
  });
});
