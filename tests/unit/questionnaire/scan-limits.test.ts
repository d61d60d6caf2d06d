import { describe, it } from 'vitest';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import { SCAN_LIMIT_MESSAGES, SCAN_LIMITS } from '#events/questionnaire/scan-limits';
import { AppError } from '#server/core/errors';
import type { AttachedFile } from '#server/features/questionnaire/decider';
import { scanLimitedDecider } from '#server/features/questionnaire/scan-limits';
import { givenDecider } from '../../helpers/gwt';

/** Issue 23, item 6: one questionnaire's scans are capped in number and total size; removed ones do not count. */
const MB = 1024 * 1024;
const opened: QuestionnaireEvent = {
  type: 'QuestionnaireOpened',
  data: {
    id: '7',
    source: 'staff',
    contractorType: 'Employee',
    state: 'new',
    info: {
      lastname: 'Иванова',
      firstname: 'Мария',
      secondname: 'Петровна',
      woPatronymic: false,
      dateBirth: '1995-04-12',
      phone: '79991234567',
      email: 'maria@example.com',
    },
    vacancy: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      cityId: '1',
      cityName: 'Москва',
      positionId: '3',
      positionTitle: 'Продавец-консультант',
    },
  },
};
const id = (n: number) => n.toString(16).padStart(32, '0');
const file = (n: number, size: number): AttachedFile => ({
  fileId: id(n),
  kind: 'passport',
  name: 'scan.pdf',
  size,
  mime: 'application/pdf',
});
const attached = (n: number, size = 1000): QuestionnaireEvent => ({
  type: 'QuestionnaireFileAttached',
  data: file(n, size),
});
const removed = (n: number): QuestionnaireEvent => ({
  type: 'QuestionnaireFileRemoved',
  data: { fileId: id(n) },
});
const attach = (n: number, size = 1000) => ({
  type: 'AttachQuestionnaireFile' as const,
  file: file(n, size),
});
const many = (count: number, size = 1000) => Array.from({ length: count }, (_, i) => attached(i + 1, size));
const { given } = givenDecider(scanLimitedDecider);

describe('the caps on one questionnaire’s scans', () => {
  it(`attaches up to ${SCAN_LIMITS.maxFiles} files`, () => {
    given([opened, ...many(SCAN_LIMITS.maxFiles - 1)])
      .when(attach(1000))
      .then([attached(1000)]);
  });

  it('refuses one file more, with the Russian message naming the files', () => {
    given([opened, ...many(SCAN_LIMITS.maxFiles)])
      .when(attach(1000))
      .thenThrows(AppError, SCAN_LIMIT_MESSAGES.tooMany);
  });

  it('does not count removed files', () => {
    given([opened, ...many(SCAN_LIMITS.maxFiles), removed(1)])
      .when(attach(1000))
      .then([attached(1000)]);
  });

  it('refuses a file that takes the total past the size cap, and counts what is removed out', () => {
    const big = 14 * MB;
    const seven = many(7, big); // 98 MB
    given([opened, ...seven])
      .when(attach(1000, 2 * MB + 1))
      .thenThrows(AppError, SCAN_LIMIT_MESSAGES.tooLarge);
    given([opened, ...seven])
      .when(attach(1000, 2 * MB))
      .then([attached(1000, 2 * MB)]);
    given([opened, ...seven, removed(3)])
      .when(attach(1000, 14 * MB))
      .then([attached(1000, 14 * MB)]);
  });
});
