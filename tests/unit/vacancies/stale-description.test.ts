import { describe, it } from 'vitest';
import { vacancyDecider, type VacancyCommand } from '#server/features/vacancies/vacancy';
import { ConcurrencyError, ValidationError } from '#server/core/errors';
import { givenDecider } from '../../helpers/gwt';

/**
 * Issue 24, item 5: a save of the extra description carries the revision the editor loaded. Only
 * another save of the description after it refuses it (409 naming who); a publication change after
 * it (the same stream) does not, where the exact-revision check used to refuse it.
 */
const created = {
  type: 'VacancyCreated' as const,
  data: {
    id: '9',
    templateId: '4',
    baseTemplateId: '2',
    cityId: '1',
    IStoreId: '10412',
    extraStandards: '<p>Рядом с метро</p>',
    meta: { userId: '1003', IStoreId: '10412', areaId: '1' },
  },
};
const published = {
  type: 'VacancyPublicationChanged' as const,
  data: { service: 'site' as const, status: 'published' as const, link: '/vacancies/9' },
};
const described = (text: string) => ({
  type: 'VacancyExtraDescriptionChanged' as const,
  data: { extraStandards: text },
});
const save = (text: string, seenRevision?: number): VacancyCommand => ({
  type: 'ChangeExtraDescription',
  extraStandards: text,
  ...(seenRevision !== undefined ? { seenRevision } : {}),
});

describe('a description save from a stale editor', () => {
  it('a publication after the editor loaded does not block the save', () => {
    givenDecider(vacancyDecider)
      .given([created, published])
      .when(save('<p>У метро</p>', 0))
      .then([described('<p>У метро</p>')]);
  });

  it('another save of the description after it is a 409', () => {
    givenDecider(vacancyDecider)
      .given([created, described('<p>Другое</p>'), published])
      .when(save('<p>У метро</p>', 0))
      .thenThrows(ConcurrencyError, /Описание вакансии уже изменил\(а\)/);
  });

  it('at the revision of the last save it goes through; a revision never had is a 400', () => {
    givenDecider(vacancyDecider)
      .given([created, described('<p>Другое</p>')])
      .when(save('<p>У метро</p>', 1))
      .then([described('<p>У метро</p>')]);
    givenDecider(vacancyDecider)
      .given([created])
      .when(save('<p>У метро</p>', 5))
      .thenThrows(ValidationError, 'Поле «версия»');
  });
});
