import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT_TEXTS,
  logoutMessage,
  PUBLICATION_TEXTS,
  publicationControls,
} from '#events/publication/views';
import type { PublicationAction, PublicationStatus, VacancyService } from '#events/vacancies/events';
import { fold } from '#server/core/decider';
import {
  assertPublicationAllowed,
  vacancyDecider,
  type VacancyCommand,
} from '#server/features/vacancies/vacancy';
import { NotFoundError, RuleViolation } from '#server/core/errors';
import { givenDecider, stored } from '../../helpers/gwt';

const meta = { userId: '1003', IStoreId: '10412', areaId: '1' };
const created = (over: Record<string, unknown> = {}) => ({
  type: 'VacancyCreated' as const,
  data: {
    id: '9',
    templateId: '4',
    baseTemplateId: '2',
    cityId: '1',
    IStoreId: '10412',
    extraStandards: '<p>Рядом с метро</p>',
    meta,
    ...over,
  },
});
const changed = (service: VacancyService, status: PublicationStatus, link?: string, externalId?: string) => ({
  type: 'VacancyPublicationChanged' as const,
  data: { service, status, ...(link ? { link } : {}), ...(externalId ? { externalId } : {}) },
});
const act = (
  service: VacancyService,
  action: PublicationAction,
  over: { link?: string; externalId?: string } = {},
): VacancyCommand => ({ type: 'ChangePublication', service, action, ...over });

const HH = 'https://hh.example/vacancy/';

describe('publication rules: every service, every status', () => {
  const BOARDS = ['headhunter', 'superjob'] as const;

  it('publishes a first publication on a job board with the board link and id', () => {
    for (const service of BOARDS) {
      givenDecider(vacancyDecider)
        .given([created()])
        .when(act(service, 'publish', { link: `${HH}1`, externalId: '1' }))
        .then([changed(service, 'published', `${HH}1`, '1')]);
    }
  });

  it('publishes on the own site without an area', () => {
    givenDecider(vacancyDecider)
      .given([created({ meta: { userId: '1003', IStoreId: '10412' } })])
      .when(act('site', 'publish', { link: '/vacancies/9' }))
      .then([changed('site', 'published', '/vacancies/9')]);
  });

  it("refuses a job board without the city's area: 'Не найден соответствующий город'", () => {
    for (const service of BOARDS) {
      givenDecider(vacancyDecider)
        .given([created({ meta: { userId: '1003', IStoreId: '10412' } })])
        .when(act(service, 'publish', { link: `${HH}1`, externalId: '1' }))
        .thenThrows(RuleViolation, 'Не найден соответствующий город');
    }
  });

  it('closes (archives) a published publication and keeps its link and board id', () => {
    givenDecider(vacancyDecider)
      .given([created(), changed('headhunter', 'published', `${HH}1`, '1')])
      .when(act('headhunter', 'close'))
      .then([changed('headhunter', 'closed', `${HH}1`, '1')]);
  });

  it('publishes a closed publication again, keeping a NEW board id and link (hh republishes anew)', () => {
    const closed = [
      created(),
      changed('headhunter', 'published', `${HH}1`, '1'),
      changed('headhunter', 'closed', `${HH}1`, '1'),
    ];
    givenDecider(vacancyDecider)
      .given(closed)
      .when(act('headhunter', 'publish', { link: `${HH}2`, externalId: '2' }))
      .then([changed('headhunter', 'published', `${HH}2`, '2')]);
    const state = fold(
      vacancyDecider,
      stored('vacancy-9', [...closed, changed('headhunter', 'published', `${HH}2`, '2')]),
    );
    expect(state.publications.headhunter).toEqual({ status: 'published', link: `${HH}2`, externalId: '2' });
  });

  it('deletes a closed publication only', () => {
    givenDecider(vacancyDecider)
      .given([
        created(),
        changed('superjob', 'published', 'sj/1', '1'),
        changed('superjob', 'closed', 'sj/1', '1'),
      ])
      .when(act('superjob', 'delete'))
      .then([changed('superjob', 'deleted', 'sj/1', '1')]);
    for (const history of [[created()], [created(), changed('superjob', 'published', 'sj/1', '1')]]) {
      givenDecider(vacancyDecider)
        .given(history)
        .when(act('superjob', 'delete'))
        .thenThrows(RuleViolation, 'Удалить можно только вакансию, отправленную в архив');
    }
  });

  it("closes a published publication only: 'Вакансия не опубликована'", () => {
    for (const history of [
      [created()],
      [created(), changed('site', 'published'), changed('site', 'closed')],
    ]) {
      givenDecider(vacancyDecider)
        .given(history)
        .when(act('site', 'close'))
        .thenThrows(RuleViolation, 'Вакансия не опубликована');
    }
  });

  it("treats deleted as final: 'Вакансия уже удалена'", () => {
    const deleted = [
      created(),
      changed('headhunter', 'published'),
      changed('headhunter', 'closed'),
      changed('headhunter', 'deleted'),
    ];
    for (const action of ['publish', 'close', 'delete'] as const) {
      givenDecider(vacancyDecider)
        .given(deleted)
        .when(act('headhunter', action))
        .thenThrows(RuleViolation, 'Вакансия уже удалена');
    }
  });

  it('publishing what is published changes nothing unless the board answers a new link or id', () => {
    const published = [created(), changed('headhunter', 'published', `${HH}1`, '1')];
    givenDecider(vacancyDecider).given(published).when(act('headhunter', 'publish')).then([]);
    givenDecider(vacancyDecider)
      .given(published)
      .when(act('headhunter', 'publish', { link: `${HH}1`, externalId: '1' }))
      .then([]);
    givenDecider(vacancyDecider)
      .given(published)
      .when(act('headhunter', 'publish', { link: `${HH}1`, externalId: '7' }))
      .then([changed('headhunter', 'published', `${HH}1`, '7')]);
  });

  it('records a failure without changing the publication', () => {
    const history = [created(), changed('headhunter', 'published', `${HH}1`, '1')];
    givenDecider(vacancyDecider)
      .given(history)
      .when({
        type: 'RecordPublicationFailure',
        service: 'headhunter',
        action: 'close',
        message: 'Сбой',
        status: 502,
      })
      .then([
        {
          type: 'VacancyPublicationFailed' as const,
          data: { service: 'headhunter', action: 'close', message: 'Сбой', status: 502 },
        },
      ]);
    const state = fold(
      vacancyDecider,
      stored('vacancy-9', [
        ...history,
        {
          type: 'VacancyPublicationFailed' as const,
          data: { service: 'headhunter', action: 'close', message: 'Сбой', status: 502 },
        },
      ]),
    );
    expect(state.publications.headhunter?.status).toBe('published');
  });

  it('answers the same rules before a board is called (assertPublicationAllowed)', () => {
    const state = (history: ReturnType<typeof created>[]) =>
      fold(vacancyDecider, stored('vacancy-9', history));
    expect(() => assertPublicationAllowed(state([]), 'site', 'publish')).toThrow(NotFoundError);
    expect(() => assertPublicationAllowed(state([created()]), 'headhunter', 'publish')).not.toThrow();
    expect(() => assertPublicationAllowed(state([created()]), 'headhunter', 'close')).toThrow(
      'Вакансия не опубликована',
    );
    expect(() => assertPublicationAllowed(state([created()]), 'superjob', 'delete')).toThrow(
      'Удалить можно только вакансию, отправленную в архив',
    );
    expect(() =>
      assertPublicationAllowed(
        state([created({ meta: { userId: '1', IStoreId: '10412' } })]),
        'superjob',
        'publish',
      ),
    ).toThrow('Не найден соответствующий город');
  });
});

describe('publish panel buttons (spec section 4)', () => {
  const statuses: (PublicationStatus | null)[] = [null, 'published', 'closed', 'deleted'];

  it('job boards: publish enabled with no publication or published; close when published; only republish and delete when closed', () => {
    for (const service of ['headhunter', 'superjob'] as const) {
      const table = statuses.map((status) => {
        const c = publicationControls(service, status);
        return [status, c.publish.visible, c.publish.enabled, c.close, c.republish, c.delete];
      });
      expect(table).toEqual([
        [null, true, true, false, false, false],
        ['published', true, true, true, false, false],
        ['closed', false, false, false, true, true],
        ['deleted', true, false, false, false, false],
      ]);
    }
  });

  it("own site: published offers 'Закрыть вакансию', otherwise 'Разместить вакансию'", () => {
    const table = statuses.map((status) => {
      const c = publicationControls('site', status);
      return [status, c.publish.visible, c.publish.enabled, c.close, c.republish, c.delete];
    });
    expect(table).toEqual([
      [null, true, true, false, false, false],
      ['published', false, true, true, false, false],
      ['closed', true, true, false, false, false],
      ['deleted', true, false, false, false, false],
    ]);
  });

  it('quotes the spec texts exactly', () => {
    expect(PUBLICATION_TEXTS).toMatchObject({
      success: 'Успешно',
      error: 'Ошибка',
      notPublished: 'Вакансия не опубликована',
      logoutFailed: 'Извините произошла ошибка, попробуйте еще раз',
      extraRequired: 'Это обязательное поле для заполнения',
    });
    expect(ACTION_RESULT_TEXTS).toEqual({
      publish: 'Вакансия была опубликованна',
      close: 'Вакансия была отправлена в архив',
      delete: 'Вакансия была удалена',
    });
    expect(logoutMessage('HeadHunter')).toBe('Выход из аккаунта HeadHunter прошел успешно');
  });
});
