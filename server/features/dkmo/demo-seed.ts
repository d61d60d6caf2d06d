import type { DkmoEmployee } from '#events/dkmo/events';
import { DKMO } from '#events/dkmo/collections';
import { collectionIn } from '#projections/core/typed-read';
import { findStore } from '../../access/stores';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { dkmoDecider } from './decider';
import { agreementData, agreementSha256 } from './documents';
import { demoSignature } from './demo-signature';
import { storeEmployees } from './staff';

/** Невский's first team, under its former director (gone since, with most of that team). */
const NEVSKY_FIRST_TEAM: DkmoEmployee[] = [
  { id: 's-20118-00', fio: 'Орлова Татьяна Павловна', login: 'orlova.t', position: 'Директор магазина' },
  { id: 's-20118-02', fio: 'Павлов Сергей Игоревич', login: '', position: 'Продавец-кассир' },
  { id: 's-20118-03', fio: 'Новикова Алина Дмитриевна', login: '', position: 'Продавец-кассир' },
  { id: 's-20118-04', fio: 'Егоров Илья Сергеевич', login: '', position: 'Продавец-консультант' },
  { id: 's-20118-05', fio: 'Романова Ирина Олеговна', login: '', position: 'Кассир' },
  { id: 's-20118-06', fio: 'Соловьёв Антон Викторович', login: '', position: 'Продавец-консультант' },
  { id: 's-20118-07', fio: 'Васильева Юлия Андреевна', login: '', position: 'Продавец-парттаймер' },
];

async function sign(
  s: Services,
  ctx: CommandContext,
  IStoreId: string,
  staff: DkmoEmployee[],
  login: string,
  id: string,
  n: number,
) {
  const store = findStore(IStoreId)!;
  const doc = await collectionIn(s.read, DKMO).get(IStoreId);
  const sha = doc ? await agreementSha256(agreementData(store, doc, s.config)) : '';
  await handleCommand(
    s.bus,
    dkmoDecider,
    IStoreId,
    {
      type: 'SignDkmo',
      IStoreId,
      employeeId: id,
      staff,
      login,
      today: ctx.now.slice(0, 10),
      documentSha256: () => sha,
      sign: demoSignature(n),
    },
    ctx,
  );
}

/**
 * Demo DKMOs (issue 27, item 8): Авиапарк concluded by its director and partly signed (the rest of
 * the team, and a hire employed later, still to sign); Невский concluded under a former director,
 * who left with most of the first team, so it needs re-concluding; Тверская has none.
 */
export async function seedDkmo(s: Services, ctx: CommandContext): Promise<void> {
  const aviapark = await storeEmployees(s, '10412');
  await handleCommand(
    s.bus,
    dkmoDecider,
    '10412',
    {
      type: 'ConcludeDkmo',
      IStoreId: '10412',
      numberDkmo: '10412-1',
      concludedOn: '2025-01-15',
      staff: aviapark,
      login: 'director',
    },
    ctx,
  );
  const director = aviapark.find((e) => e.login === 'director');
  if (director) await sign(s, ctx, '10412', aviapark, 'director', director.id, 1);
  for (const [i, id] of ['s-10412-01', 's-10412-02', 's-10412-03', 's-10412-04'].entries())
    await sign(s, ctx, '10412', aviapark, 'director', id, i + 2);

  await handleCommand(
    s.bus,
    dkmoDecider,
    '20118',
    {
      type: 'ConcludeDkmo',
      IStoreId: '20118',
      numberDkmo: '20118-1',
      concludedOn: '2024-09-02',
      staff: NEVSKY_FIRST_TEAM,
      login: 'orlova.t',
    },
    ctx,
  );
  for (const [i, id] of ['s-20118-00', 's-20118-02', 's-20118-03', 's-20118-04'].entries())
    await sign(s, ctx, '20118', NEVSKY_FIRST_TEAM, 'orlova.t', id, i + 7);
  const leavers: [string, string][] = [
    ['s-20118-02', '2024-12-20'],
    ['s-20118-05', '2025-02-28'],
    ['s-20118-06', '2025-03-14'],
    ['s-20118-00', '2025-04-30'],
    ['s-20118-07', '2025-05-16'],
  ];
  for (const [id, leftOn] of leavers)
    await handleCommand(
      s.bus,
      dkmoDecider,
      '20118',
      { type: 'RecordDkmoLeaver', IStoreId: '20118', employeeId: id, leftOn },
      ctx,
    );
}
