import { randomUUID } from 'node:crypto';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import { demoProfile } from '#server/features/questionnaire/demo-profile';
import type { NewEvent } from '#events/core/envelope';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { DEMO_CITIES, DEMO_POSITIONS, DEMO_STORES } from '#server/demo/reference';
import { yieldToLoop } from './cleanup';
import { benchMeta } from './fixtures';

const SURNAMES = ['Иванова', 'Петров', 'Смирнова', 'Кузнецов', 'Попова', 'Васильев', 'Соколова', 'Михайлов'];
const NAMES = ['Анна', 'Иван', 'Мария', 'Дмитрий', 'Елена', 'Сергей', 'Ольга', 'Алексей'];

/** The questionnaire of number n: stores, positions and states spread evenly (deterministic). */
export function opened(n: number): NewEvent[] {
  const store = DEMO_STORES[n % DEMO_STORES.length]!;
  const city = DEMO_CITIES.find((c) => c.cityId === store.param.cityId);
  const position = (n * 7) % 8;
  const meta = benchMeta();
  const events: NewEvent[] = [
    {
      id: randomUUID(),
      type: 'QuestionnaireOpened',
      data: {
        id: String(n),
        source: 'staff',
        contractorType: n % 10 === 0 ? 'Entrepreneur' : 'Employee',
        state: 'new',
        info: {
          lastname: SURNAMES[n % SURNAMES.length]!,
          firstname: NAMES[(n * 3) % NAMES.length]!,
          secondname: 'Бенчмарковна',
          woPatronymic: false,
          sex: n % 2 ? 'male' : 'female',
          dateBirth: '1995-05-05',
          phone: `79${String(100_000_000 + n).padStart(9, '0')}`,
          email: `bench${n}@mail.ru`,
        },
        vacancy: {
          IStoreId: store.IStoreId,
          storeName: store.name,
          cityId: store.param.cityId,
          cityName: city?.name ?? '',
          positionId: String(position + 1),
          positionTitle: DEMO_POSITIONS[position]!.title,
        },
      },
      meta,
    },
  ];
  // A full profile, as a candidate past the first look has: personal data, passport, addresses and
  // military registration, each section saved once.
  const info = (events[0]!.data as { info: Parameters<typeof emptyProfile>[0]['info'] }).info;
  const sex = n % 2 ? 'male' : 'female';
  const profile = demoProfile(n, sex, '1995-05-05');
  const personal = { ...emptyProfile({ info }).personal, inn: profile.inn, snils: profile.snils };
  const sections = {
    ProfilePersonalSaved: {
      personal: { ...personal, citizenship: 'Russia', hasEmploymentHistory: 'HaveEl' },
    },
    ProfilePassportSaved: { passport: profile.passport },
    ProfileAddressesSaved: { addresses: profile.addresses },
    ProfileMilitarySaved: { military: profile.military },
  };
  for (const [type, data] of Object.entries(sections)) events.push({ id: randomUUID(), type, data, meta });
  // A third taken into work, a tenth refused: every tab has rows.
  if (n % 3 === 0)
    events.push({
      id: randomUUID(),
      type: 'QuestionnaireStateChanged',
      data: { action: 'accept', from: 'new', to: 'accepted' },
      meta,
    });
  else if (n % 10 === 1)
    events.push({
      id: randomUUID(),
      type: 'QuestionnaireStateChanged',
      data: { action: 'reject', from: 'new', to: 'rejected' },
      meta,
    });
  return events;
}

/** Appends `count` questionnaires numbered from `first` (one stream each) to the store file. */
export async function appendQuestionnaires(file: string, first: number, count: number): Promise<number> {
  const store = openSqliteEventStore(file);
  let events = 0;
  try {
    for (let n = first; n < first + count; n++) {
      const batch = opened(n);
      await store.append(`questionnaire-${n}`, batch, 'no_stream');
      events += batch.length;
      if (n % 5000 === 0) await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  return events;
}
