import { describe, it } from 'vitest';
import { vacancyDecider, type VacancyCommand } from '#server/features/vacancies/vacancy';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { givenDecider } from '../../helpers/gwt';
import type { PublicationStatus, VacancyService } from '#events/vacancies/events';

const meta = { userId: '1003', IStoreId: '10412', areaId: '1' };
const createCommand = (
  over: Partial<Extract<VacancyCommand, { type: 'CreateVacancy' }>> = {},
): VacancyCommand => ({
  type: 'CreateVacancy',
  id: '9',
  templateId: '4',
  baseTemplateId: '2',
  cityId: '1',
  IStoreId: '10412',
  extraStandards: '<p>Рядом с метро</p>',
  meta,
  ...over,
});
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
const publication = (service: VacancyService, status: PublicationStatus, link?: string) => ({
  type: 'VacancyPublicationChanged' as const,
  data: { service, status, ...(link ? { link } : {}) },
});
const act = (
  service: VacancyService,
  action: 'publish' | 'close' | 'delete',
  link?: string,
): VacancyCommand => ({
  type: 'ChangePublication',
  service,
  action,
  ...(link ? { link } : {}),
});

describe('vacancy decider: creation and extra description', () => {
  it('creates a vacancy with the copied template facts and the meta', () => {
    givenDecider(vacancyDecider).given([]).when(createCommand()).then([created()]);
  });

  it('requires the extra description', () => {
    for (const extraStandards of ['', '  ', '<p></p>', '<script>x</script>']) {
      givenDecider(vacancyDecider)
        .given([])
        .when(createCommand({ extraStandards }))
        .thenThrows(ValidationError, 'Поле «дополнительное описание» обязательно');
    }
  });

  it('sanitises the extra description: no script, no handlers, no javascript: links, no style', () => {
    givenDecider(vacancyDecider)
      .given([])
      .when(
        createCommand({
          extraStandards:
            '<p style="color:red" onmouseover="x()">Смена <b>2/2</b><script>alert(1)</script><img src=x onerror=alert(1)>' +
            '<a href="javascript:alert(1)">ссылка</a></p>',
        }),
      )
      .then([created({ extraStandards: '<p>Смена <b>2/2</b><a>ссылка</a></p>' })]);
  });

  it('changes the extra description only when it changed', () => {
    givenDecider(vacancyDecider)
      .given([created()])
      .when({ type: 'ChangeExtraDescription', extraStandards: '<p>Новая смена</p>' })
      .then([
        { type: 'VacancyExtraDescriptionChanged' as const, data: { extraStandards: '<p>Новая смена</p>' } },
      ]);
    givenDecider(vacancyDecider)
      .given([created()])
      .when({ type: 'ChangeExtraDescription', extraStandards: ' <p>Рядом с метро</p> ' })
      .then([]);
    givenDecider(vacancyDecider)
      .given([created()])
      .when({ type: 'ChangeExtraDescription', extraStandards: '<p> </p>' })
      .thenThrows(ValidationError, 'Поле «дополнительное описание» обязательно');
  });

  it('refuses changes of a vacancy that does not exist', () => {
    for (const command of [
      { type: 'ChangeExtraDescription', extraStandards: 'x' } as const,
      act('site', 'publish'),
      { type: 'RecordPublicationFailure', service: 'headhunter', action: 'publish', message: 'x' } as const,
    ]) {
      givenDecider(vacancyDecider).given([]).when(command).thenThrows(NotFoundError, 'Вакансия не найдена');
    }
  });

  it('refuses to create twice', () => {
    givenDecider(vacancyDecider).given([created()]).when(createCommand()).thenThrows(RuleViolation);
  });
});

describe('vacancy decider: publications', () => {
  it('publishes on every service with a link', () => {
    givenDecider(vacancyDecider)
      .given([created()])
      .when(act('site', 'publish', '/vacancies/9'))
      .then([publication('site', 'published', '/vacancies/9')]);
    givenDecider(vacancyDecider)
      .given([created()])
      .when(act('headhunter', 'publish', 'https://hh.ru/vacancy/1'))
      .then([publication('headhunter', 'published', 'https://hh.ru/vacancy/1')]);
  });

  it('needs the job-board area to publish on a job board, not on the own site', () => {
    const withoutArea = created({ meta: { userId: '1003', IStoreId: '10412' } });
    for (const service of ['headhunter', 'superjob'] as const) {
      givenDecider(vacancyDecider)
        .given([withoutArea])
        .when(act(service, 'publish'))
        .thenThrows(RuleViolation, 'Не найден соответствующий город');
    }
    givenDecider(vacancyDecider)
      .given([withoutArea])
      .when(act('site', 'publish', '/vacancies/9'))
      .then([publication('site', 'published', '/vacancies/9')]);
  });

  it('closes (archives) a published vacancy, keeping its link', () => {
    givenDecider(vacancyDecider)
      .given([created(), publication('site', 'published', '/vacancies/9')])
      .when(act('site', 'close'))
      .then([publication('site', 'closed', '/vacancies/9')]);
  });

  it('re-publishes or deletes a closed vacancy', () => {
    const closed = [
      created(),
      publication('superjob', 'published', 'sj/1'),
      publication('superjob', 'closed', 'sj/1'),
    ];
    givenDecider(vacancyDecider)
      .given(closed)
      .when(act('superjob', 'publish'))
      .then([publication('superjob', 'published', 'sj/1')]);
    givenDecider(vacancyDecider)
      .given(closed)
      .when(act('superjob', 'delete'))
      .then([publication('superjob', 'deleted', 'sj/1')]);
  });

  it('closes only what is published', () => {
    givenDecider(vacancyDecider)
      .given([created()])
      .when(act('site', 'close'))
      .thenThrows(RuleViolation, 'Вакансия не опубликована');
    givenDecider(vacancyDecider)
      .given([created(), publication('site', 'published'), publication('site', 'closed')])
      .when(act('site', 'close'))
      .thenThrows(RuleViolation, 'Вакансия не опубликована');
  });

  it('deletes only what is closed', () => {
    givenDecider(vacancyDecider)
      .given([created()])
      .when(act('headhunter', 'delete'))
      .thenThrows(RuleViolation, 'Удалить можно только вакансию, отправленную в архив');
    givenDecider(vacancyDecider)
      .given([created(), publication('headhunter', 'published')])
      .when(act('headhunter', 'delete'))
      .thenThrows(RuleViolation, 'Удалить можно только вакансию, отправленную в архив');
  });

  it('treats a deleted publication as final', () => {
    const deleted = [
      created(),
      publication('headhunter', 'published'),
      publication('headhunter', 'closed'),
      publication('headhunter', 'deleted'),
    ];
    for (const action of ['publish', 'close', 'delete'] as const) {
      givenDecider(vacancyDecider)
        .given(deleted)
        .when(act('headhunter', action))
        .thenThrows(RuleViolation, 'Вакансия уже удалена');
    }
  });

  it('publishing what is published changes nothing unless the board gives a new link', () => {
    const published = [created(), publication('headhunter', 'published', 'https://hh.ru/vacancy/1')];
    givenDecider(vacancyDecider).given(published).when(act('headhunter', 'publish')).then([]);
    givenDecider(vacancyDecider)
      .given(published)
      .when(act('headhunter', 'publish', 'https://hh.ru/vacancy/1'))
      .then([]);
    givenDecider(vacancyDecider)
      .given(published)
      .when(act('headhunter', 'publish', 'https://hh.ru/vacancy/2'))
      .then([publication('headhunter', 'published', 'https://hh.ru/vacancy/2')]);
  });

  it('keeps services apart', () => {
    givenDecider(vacancyDecider)
      .given([created(), publication('headhunter', 'published')])
      .when(act('site', 'close'))
      .thenThrows(RuleViolation, 'Вакансия не опубликована');
  });

  it('records a job board failure', () => {
    givenDecider(vacancyDecider)
      .given([created()])
      .when({
        type: 'RecordPublicationFailure',
        service: 'headhunter',
        action: 'publish',
        message: 'Нет доступа',
        status: 403,
      })
      .then([
        {
          type: 'VacancyPublicationFailed' as const,
          data: { service: 'headhunter', action: 'publish', message: 'Нет доступа', status: 403 },
        },
      ]);
  });
});
