import { describe, expect, it } from 'vitest';
import '#events/index';
import { erasedValueLike, ERASED } from '#events/core/personal';
import { knownEventTypes } from '#events/core/registry';
import { actorShort, describeEvent } from '#events/history/describe';
import { isFeminineActor } from '#events/history/actor';
import { describerOf } from '#events/history/texts/index';
import {
  erasedData,
  personalTexts,
  registeredSchemas,
  sampleEvent,
  SAMPLE_ACTOR,
} from '../helpers/event-samples';

/** Issue 28, items 1 and 6: a Russian sentence for every event type of the registry. */

/** What is wrong with a type's sentence, or null: the check every registered type must pass. */
function sentenceProblem(type: string, sentence: string): string | null {
  if (!describerOf(type)) return 'no sentence in events/history/texts';
  if (!sentence.startsWith(`${actorShort(SAMPLE_ACTOR)} `)) return 'does not start with the actor';
  if (sentence.includes(type)) return 'names the raw type';
  if (/записала? событие$/.test(sentence)) return 'falls back to the generic sentence';
  if (/undefined|null|NaN|\[object/.test(sentence)) return 'shows a missing value';
  if (/[A-Za-z]{4,}/.test(sentence.replace(/ПД:[\w.]+|HeadHunter|SuperJob/giu, '')))
    return 'has Latin words (not Russian)';
  return null;
}

describe('describeEvent: every event type of the registry', () => {
  const samples = registeredSchemas().map(([type, schema]) => sampleEvent(type, schema));

  it('covers the whole registry (80 types and any added later)', () => {
    // Test files sharing this worker register their own types (TestHappened, TestPersonSaved...).
    const productTypes = knownEventTypes().filter((type) => !/^Test[A-Z]/.test(type));
    expect(samples.map((e) => e.type).sort()).toEqual(productTypes.sort());
    expect(samples.length).toBeGreaterThanOrEqual(80);
  });

  it.each(samples.map((e) => [e.type, e] as const))('%s has its own Russian sentence', (type, e) => {
    const sentence = describeEvent(e);
    expect(sentenceProblem(type, sentence), sentence).toBeNull();
  });

  it('a type registered without a sentence is caught', () => {
    const e = { ...samples[0]!, type: 'CandidateTeleported', data: {} };
    expect(sentenceProblem(e.type, describeEvent(e))).toBe('no sentence in events/history/texts');
  });

  it.each(samples.map((e) => [e.type, e] as const))(
    '%s: the sentence holds no personal value of the candidate',
    (type, e) => {
      const sentence = describeEvent(e);
      for (const value of personalTexts(type, e.data)) expect(sentence).not.toContain(value);
    },
  );

  it.each(samples.filter((e) => personalTexts(e.type, e.data).length).map((e) => [e.type, e] as const))(
    '%s: still a sentence once the personal data is erased',
    (type, e) => {
      const erased = { ...e, data: erasedData(type, e.data, erasedValueLike) };
      const sentence = describeEvent(erased);
      expect(sentenceProblem(type, sentence), sentence).toBeNull();
      expect(sentence).not.toContain(ERASED);
    },
  );
});

const meta = (actor: { userId: string; role: string; name?: string }) => ({
  actor,
  occurredAt: '2026-11-26T10:00:00.000Z',
  correlationId: 'c-1',
  causationId: 'c-1',
  schemaVersion: 1,
});
const director = { userId: 'd-1', role: 'StoreDirector', name: 'Иванов Иван' };
const hr = { userId: 'u-hr', role: 'HR', name: 'Кадрова Елена' };
const system = { userId: 'system', role: 'System', name: '1С:ЗУП' };
const candidate = { userId: 'candidate', role: 'Applicant', name: 'Кандидат' };

describe('describeEvent: the sentences people read', () => {
  it("the director's approval, a status change, 1C and the candidate", () => {
    const approved = describeEvent({
      type: 'ApprovalConfirmed',
      streamId: 'approval-7',
      data: {
        requestId: 'r',
        method: 'code',
        questionnaireRevision: 3,
        director: { userId: 'd-1', name: 'Иванов Иван' },
      },
      meta: meta(director),
    });
    expect(approved).toBe('Директор магазина Иванов И. подтвердил трудоустройство кодом из СМС');
    const accepted = describeEvent({
      type: 'QuestionnaireStateChanged',
      streamId: 'questionnaire-7',
      data: { action: 'accept', from: 'new', to: 'accepted' },
      meta: meta(hr),
    });
    expect(accepted).toBe('HR-специалист Кадрова Е. приняла анкету в работу: Новая → Принята в работу');
    const delivered = describeEvent({
      type: 'HireDelivered',
      streamId: 'hire-7',
      data: {
        hireId: 'h',
        attempt: 1,
        document: { personRef: 'p', documentRef: 'd', number: '000123', posted: 'posted', dataVersion: 'v' },
      },
      meta: meta(system),
    });
    expect(delivered).toMatch(/^Система отправила данные в 1С: документ приёма № 000123/);
    const phone = describeEvent({
      type: 'PhoneConfirmed',
      streamId: 'phone-x',
      data: { phone: '79991234567' },
      meta: meta(candidate),
    });
    expect(phone).toBe('Кандидат подтвердил телефон');
  });

  it('an interview names its time in Moscow time, never the candidate', () => {
    const sentence = describeEvent({
      type: 'InterviewScheduled',
      streamId: 'meeting-3',
      data: {
        id: '3',
        questionnaireId: '12',
        candidateName: 'Смирнова Анна Игоревна',
        positionTitle: 'Продавец-консультант',
        IStoreId: '10412',
        storeName: 'Авиапарк',
        startsAt: '2026-12-01T08:00:00.000Z',
        durationMinutes: 30,
        place: 'Кабинет директора',
        comment: '',
      },
      meta: meta(hr),
    });
    expect(sentence).toBe(
      'HR-специалист Кадрова Е. пригласила кандидата на собеседование 01.12.2026 11:00 МСК (30 минут): «Продавец-консультант», магазин «Авиапарк»',
    );
    expect(sentence).not.toContain('Смирнова');
  });
});

describe('actorShort and the verb of the actor', () => {
  it("names the role and 'Фамилия И.'; the system and the candidate alone", () => {
    expect(actorShort(director)).toBe('Директор магазина Иванов И.');
    expect(actorShort({ userId: 'a', role: 'Admin', name: 'Петров Пётр Петрович' })).toBe(
      'Администратор Петров П. П.',
    );
    expect(actorShort(system)).toBe('Система');
    expect(actorShort({ userId: 'system', role: 'System', name: 'Демо-данные' })).toBe('Система');
    expect(actorShort(candidate)).toBe('Кандидат');
    expect(actorShort({ userId: 'login-7', role: 'HR' })).toBe('HR-специалист login-7');
  });

  it.each([
    ['Кадрова Елена', true],
    ['Иванова Мария', true],
    ['Соловьёва Анна', true],
    ['Ильина Ольга', true],
    ['Толстая Татьяна', true],
    ['Ким Анна', true],
    ['Шевченко Ольга Ивановна', true],
    ['Иванов Иван', false],
    ['Ильин Никита', false],
    ['Ким Илья', false],
    ['Шевченко Никита', false],
    ['Шевченко Андрей', false],
    ['Толстой Лев', false],
  ] as const)('%s: feminine %s', (name, feminine) => {
    expect(isFeminineActor({ role: 'HR', name })).toBe(feminine);
    const sentence = describeEvent({
      type: 'QuestionnaireCommented',
      streamId: 'questionnaire-7',
      data: { commentId: 'c', text: 'Перезвонить' },
      meta: meta({ userId: 'u', role: 'HR', name }),
    });
    expect(sentence).toMatch(feminine ? / оставила комментарий$/ : / оставил комментарий$/);
  });

  it("'Система' takes the feminine verb, 'Кандидат' the masculine", () => {
    expect(isFeminineActor(system)).toBe(true);
    expect(isFeminineActor(candidate)).toBe(false);
  });
});
