import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '#events/index';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { ERASED, withValuesAt } from '#events/core/personal';
import { openKeyStore, type KeyStore } from '#server/privacy/key-store';
import { parseMasterKey } from '#server/privacy/master-key';
import { openEvent, sealEvent } from '#server/privacy/sealing';
import { questionnairesLightProjection } from '#projections/questionnaire-light';
import { testMeta } from '../../helpers/test-events';

let dir: string;
let keys: KeyStore;
const master = Buffer.alloc(32, 7);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hc-keys-'));
  keys = openKeyStore(join(dir, 'keys.sqlite'), master);
});
afterEach(() => {
  keys.close();
  rmSync(dir, { recursive: true, force: true });
});

const info = {
  surname: 'Петрова',
  firstName: 'Анна',
  patronymicName: 'Ильинична',
  woPatronymic: false,
  citizen: 'Russia',
  birthDate: '01.02.1990',
  phone: '79995550011',
  email: 'anna.petrova@example.com',
  addressFact: 'г. Пермь, ул. Ленина, д. 5',
  subwayStation: '',
};
const edited = (id = 'e-1'): NewEvent => ({
  id,
  type: 'QuestionnaireLightEdited',
  data: { info },
  meta: testMeta(),
});
const stored = (event: NewEvent, streamId = 'questionnaireLight-5'): EventEnvelope => ({
  ...event,
  streamId,
  revision: 1,
  position: 10,
});

describe('sealing personal fields', () => {
  it('given an event type without personal fields, when sealed, then it is the same object', () => {
    const event: NewEvent = { id: 'p', type: 'PositionRenamed', data: { title: 'Кассир' }, meta: testMeta() };
    expect(sealEvent(event, 'position-1', keys)).toBe(event);
  });

  it('given a light questionnaire edit, when sealed, then its personal fields are only in the box', () => {
    const sealed = sealEvent(edited(), 'questionnaireLight-5', keys);
    const text = JSON.stringify(sealed);
    for (const value of [info.surname, info.phone, info.email, info.addressFact, info.birthDate]) {
      expect(text).not.toContain(value);
    }
    // Sealed text keeps '' (ASCII, read fast); it reads 'удалено' only once erased (below).
    expect(sealed.data).toMatchObject({ info: { surname: '', phone: '', citizen: 'Russia' } });
    expect(sealed.meta.sealed?.subject).toBe('questionnaireLight-5');
    // The caller's event is not changed.
    expect(edited().data).toMatchObject({ info: { surname: 'Петрова' } });
  });

  it('when read back, then the fields are opened and the box is not handed out', () => {
    const opened = openEvent(stored(sealEvent(edited(), 'questionnaireLight-5', keys)), keys);
    expect(opened.data).toEqual({ info });
    expect(opened.meta).not.toHaveProperty('sealed');
  });

  it('given the subject erased, when read back, then the fields read удалено', async () => {
    const sealed = stored(sealEvent(edited(), 'questionnaireLight-5', keys));
    await keys.erase(['questionnaireLight-5']);
    expect(openEvent(sealed, keys).data).toMatchObject({
      info: { surname: ERASED, email: ERASED, citizen: 'Russia' },
    });
    // Nothing new is kept for an erased subject either.
    const later = sealEvent(edited('e-2'), 'questionnaireLight-5', keys);
    expect(later.meta.sealed).toBeUndefined();
    expect(JSON.stringify(later)).not.toContain(info.surname);
  });

  it('given a box moved to another event, when read, then authentication fails (bound to the event id)', () => {
    const a = sealEvent(edited('a'), 'questionnaireLight-5', keys);
    const b = sealEvent(edited('b'), 'questionnaireLight-5', keys);
    const swapped = stored({ ...b, meta: { ...b.meta, sealed: a.meta.sealed } });
    expect(() => openEvent(swapped, keys)).toThrow();
  });

  it('given a questionnaire opened from a light one, then it is sealed under the light candidate', () => {
    const opened: NewEvent = {
      id: 'o',
      type: 'QuestionnaireOpened',
      data: { lightQuestionnaireId: '5', info: { lastname: 'Петрова', phone: '79995550011' } },
      meta: testMeta(),
    };
    expect(sealEvent(opened, 'questionnaire-9', keys).meta.sealed?.subject).toBe('questionnaireLight-5');
    expect(keys.subjectOfStream('questionnaire-9')).toBe('questionnaireLight-5');
    expect(keys.streamsOf('questionnaireLight-5')).toEqual(['questionnaire-9']);
  });
});

describe('the key store', () => {
  it('keeps keys wrapped: another master key cannot open them', () => {
    const key = keys.keyFor('s-1');
    keys.close();
    const other = openKeyStore(join(dir, 'keys.sqlite'), Buffer.alloc(32, 8));
    expect(() => other.existingKey('s-1')).toThrow();
    other.close();
    keys = openKeyStore(join(dir, 'keys.sqlite'), master);
    expect(keys.existingKey('s-1')).toEqual(key);
  });

  it('accepts a master key as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    expect(parseMasterKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseMasterKey(Buffer.alloc(32, 1).toString('base64'))?.length).toBe(32);
    expect(parseMasterKey('short')).toBeNull();
  });
});

describe('read models on erasure', () => {
  it('given a light questionnaire document, when its candidate is erased, then personal fields read удалено', () => {
    const submitted = stored({
      id: 's',
      type: 'QuestionnaireLightSubmitted',
      data: {
        id: '5',
        vacancy_id: '1',
        info,
        vacancy: {
          id: '1',
          IStoreId: '10412',
          store: { name: 'М', cityId: '1', cityName: 'Москва' },
          position: { id: '3', title: 'Кассир' },
        },
      },
      meta: testMeta(),
    });
    const doc = {
      ...questionnairesLightProjection.apply(null, submitted, {
        collection: 'questionnairesLight',
        id: '5',
      })!,
      _id: '5',
    };
    const erasedEvent = stored({
      id: 'x',
      type: 'PersonalDataErased',
      data: { subject: 'questionnaireLight-5' },
      meta: testMeta(),
    });
    expect(questionnairesLightProjection.keysOf(erasedEvent)).toEqual([
      { collection: 'questionnairesLight', id: '5' },
    ]);
    const erased = questionnairesLightProjection.apply(doc, erasedEvent, {
      collection: 'questionnairesLight',
      id: '5',
    });
    expect(erased).toMatchObject({
      phone: ERASED,
      info: { surname: ERASED, addressFact: ERASED, citizen: 'Russia' },
    });
    expect(erased).toMatchObject({ vacancy: { IStoreId: '10412' }, revision: 1 });
    expect(doc).toMatchObject({ info: { surname: 'Петрова' } });
  });

  it('an erasure by another process (a second API node) reaches this one at once, cached key or not', async () => {
    const key = keys.keyFor('questionnaire-77');
    expect(keys.existingKey('questionnaire-77')).toEqual(key); // now cached here
    const otherNode = openKeyStore(join(dir, 'keys.sqlite'), master);
    try {
      expect(otherNode.existingKey('questionnaire-77')).toEqual(key);
      await otherNode.erase(['questionnaire-77']);
    } finally {
      otherNode.close();
    }
    expect(keys.isErased('questionnaire-77')).toBe(true);
    expect(keys.existingKey('questionnaire-77')).toBeNull();
  });

  it('withValuesAt copies only the objects along the paths', () => {
    const data = { a: { b: 1, c: { d: 2 } }, e: { f: 3 } };
    const next = withValuesAt(data, new Map([['a.b', 9]]));
    expect(next).toEqual({ a: { b: 9, c: { d: 2 } }, e: { f: 3 } });
    expect(data.a.b).toBe(1);
    expect(next.e).toBe(data.e);
  });
});
