import { afterEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { FUNNEL_JOURNEYS, type FunnelJourneyDoc } from '#events/funnel/api';
import { FUNNEL_CELLS, FUNNEL_CHANGES, type FunnelCellDoc } from '#events/funnel/collections';
import type { ReadStore } from '#projections/core/read-store';
import { cellIdOf } from '#projections/funnel/cells';
import { createFunnelProjection } from '#projections/funnel/projection';
import { funnelView } from '#projections/funnel/queries';
import { givenReadModels } from '../../helpers/gwt-read-models';
import { testInfo, testLightInfo } from '../../helpers/questionnaire-events';
import {
  approved,
  at,
  erased,
  interview,
  lightAccepted,
  lightDeclined,
  lightRestored,
  lightSubmitted,
  opened,
  stateChanged,
} from './fixtures';

let read: ReadStore | undefined;
afterEach(async () => {
  await read?.close();
  read = undefined;
});

/** given(batches).when(batch) through the runner; returns the journey and its cell afterwards. */
async function project(...batches: EventEnvelope[][]) {
  const models = await givenReadModels([createFunnelProjection()]).given(...batches);
  read = models.read;
  return read;
}
const journey = async (id: string) =>
  (await read!.get(FUNNEL_JOURNEYS.name, id)) as unknown as FunnelJourneyDoc;
const cells = async () => (await read!.find(FUNNEL_CELLS.name)) as unknown as FunnelCellDoc[];

/** A light questionnaire taken all the way to employment, one event a day. */
const wholeWay = (): EventEnvelope[] => [
  lightSubmitted('12', at(1)),
  lightAccepted('12', at(2)),
  interview('12', 'light', at(3)),
  opened('7', at(4), { lightId: '12' }),
  stateChanged('7', 'validateChecks', 'new', 'resolvedValid', at(5)),
  approved('7', at(6)),
  stateChanged('7', 'sendTo1S', 'resolvedValid', 'sendedTo1S', at(7)),
  stateChanged('7', 'documentsReady', 'sendedTo1S', 'waitingSigningDocuments', at(8)),
  stateChanged('7', 'sign', 'waitingSigningDocuments', 'employed', at(9)),
];

describe('funnel projection: every transition', () => {
  it('given a light questionnaire taken to employment, then the journey entered every stage in order', async () => {
    // Each event in its own batch (the runner's case) and all in one (a rebuild's page) agree.
    await project(...wholeWay().map((e) => [e]));
    const one = await journey('L12');
    expect(one).toMatchObject({
      journeyId: 'L12',
      lightId: '12',
      questionnaireId: '7',
      storeId: '10412',
      positionId: '3',
      source: 'site',
      startDay: '2026-11-01',
      entryStage: 'light',
      stage: 'employed',
      maxStage: 'employed',
      since: at(9),
      refused: null,
      openStage: null,
    });
    expect(one.enteredAt).toEqual({
      light: at(1),
      passedToStore: at(2),
      interview: at(3),
      questionnaire: at(4),
      checksPassed: at(5),
      approved: at(6),
      sentTo1C: at(7),
      employed: at(9),
    });
    const [cell] = await cells();
    expect(cell).toMatchObject({
      journeys: 1,
      reached: [1, 1, 1, 1, 1, 1, 1, 1],
      entered: [1, 0, 0, 0, 0, 0, 0, 0],
      advanced: [0, 1, 1, 1, 1, 1, 1, 1],
      current: [0, 0, 0, 0, 0, 0, 0, 1],
      refused: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    // One day in every stage it left (bucket [1, 1.25)), two in 'sentTo1C' (documents, then signed).
    expect(Object.keys(cell!.days)).toHaveLength(7);
  });

  it('given one batch of the whole way, then the documents are the same as batch by batch', async () => {
    await project(wholeWay());
    const one = await journey('L12');
    expect(one.stage).toBe('employed');
    const [cell] = await cells();
    expect(cell!.current).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('given a questionnaire opened by staff, then its journey starts at the questionnaire, source staff', async () => {
    await project([opened('7', at(3))], [interview('7', 'employment', at(4))]);
    expect(await journey('Q7')).toMatchObject({
      entryStage: 'questionnaire',
      stage: 'questionnaire',
      source: 'staff',
    });
    const [cell] = await cells();
    expect(cell!.reached).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    // An interview after the questionnaire is a step back: the stage stays.
    expect(cell!.current).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
  });

  it('given a questionnaire opened already agreed, then it starts at passedToStore', async () => {
    await project([opened('7', at(3), { state: 'acceptedByALManager' })]);
    expect(await journey('Q7')).toMatchObject({ entryStage: 'passedToStore', stage: 'questionnaire' });
  });

  it('given the state waitingInterview, then the journey is at the interview', async () => {
    await project(
      [opened('7', at(2))],
      [stateChanged('7', 'inviteToInterview', 'new', 'waitingInterview', at(3))],
    );
    // Staff opened it at 'questionnaire': an interview after it is no step forward.
    expect((await journey('Q7')).stage).toBe('questionnaire');
    await read!.close();
    await project(
      [lightSubmitted('12', at(1))],
      [lightAccepted('12', at(2))],
      [interview('12', 'light', at(3))],
    );
    expect(await journey('L12')).toMatchObject({ stage: 'interview', since: at(3), openStage: 'interview' });
  });

  it('given a source in the light questionnaire, then the journey keeps it', async () => {
    await project([lightSubmitted('12', at(1), { source: 'headhunter' })]);
    expect((await journey('L12')).source).toBe('headhunter');
  });
});

describe('funnel projection: refusal, restore, rollback', () => {
  it('given a refusal with a reason, then the journey ends at its stage and the cell counts the reason', async () => {
    await project(wholeWay().slice(0, 5), [
      stateChanged('7', 'reject', 'resolvedValid', 'rejected', at(6), ' Не вышел  на связь '),
    ]);
    expect((await journey('L12')).refused).toEqual({
      stage: 'checksPassed',
      at: at(6),
      reason: 'Не вышел на связь',
      byCheck: false,
    });
    expect((await journey('L12')).openStage).toBeNull();
    const [cell] = await cells();
    expect(cell!.refused).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(cell!.current).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(cell!.reasons).toEqual({ checksPassed: { 'Не вышел на связь': 1 } });
  });

  it('given a light decline and a restore, then the journey is back in its stage, the refusal gone', async () => {
    await project([lightSubmitted('12', at(1))], [lightDeclined('12', at(2))]);
    let [cell] = await cells();
    expect(cell!.reasons).toEqual({ light: { 'Без причины': 1 } });
    const runner = await givenReadModels([createFunnelProjection()]).given(
      [lightSubmitted('13', at(1))],
      [lightDeclined('13', at(2), 'Нет опыта')],
    );
    await runner.when([lightRestored('13', at(3))]);
    await read!.close();
    read = runner.read;
    expect(await journey('L13')).toMatchObject({
      stage: 'light',
      refused: null,
      since: at(3),
      openStage: 'light',
    });
    [cell] = await cells();
    expect(cell).toMatchObject({
      refused: [0, 0, 0, 0, 0, 0, 0, 0],
      current: [1, 0, 0, 0, 0, 0, 0, 0],
      reasons: {},
    });
  });

  it('given a refusal by a check, then it is marked byCheck', async () => {
    await project([opened('7', at(1))], [stateChanged('7', 'rejectByCheck', 'new', 'rejectedAuth', at(2))]);
    expect((await journey('Q7')).refused).toMatchObject({
      stage: 'questionnaire',
      byCheck: true,
      reason: null,
    });
  });

  it('given a rollback from 1C, then the stage goes back to approved and what was reached stays', async () => {
    await project(wholeWay().slice(0, 8), [
      stateChanged('7', 'rollback', 'waitingSigningDocuments', 'resolvedValid', at(9)),
    ]);
    expect(await journey('L12')).toMatchObject({
      stage: 'approved',
      maxStage: 'sentTo1C',
      since: at(9),
      openStage: 'approved',
    });
    const [cell] = await cells();
    expect(cell!.current).toEqual([0, 0, 0, 0, 0, 1, 0, 0]);
    expect(cell!.reached).toEqual([1, 1, 1, 1, 1, 1, 1, 0]);
  });
});

describe('funnel projection: facts kept in memory', () => {
  it('given one projection over two event logs reusing an id, then each read store gets the facts of its own log', async () => {
    // One instance, as the server's feature holds it; two read stores, as two servers of one process.
    const projection = createFunnelProjection();
    const first = await givenReadModels([projection]).given([lightSubmitted('12', at(1))]);
    await first.read.close();
    // The second log: the same questionnaire id, submitted five days later.
    read = (await givenReadModels([projection]).given([lightSubmitted('12', at(6))])).read;
    const ids = (await read.find(FUNNEL_CELLS.name)).map((cell) => cell._id);
    expect(ids).toEqual([cellIdOf(await journey('L12'))]);
    expect(ids[0]).toMatch(/^2026-11-06\|/);
  });
});

describe('funnel projection: erasure and the live document', () => {
  it('given a candidate erased, then no document of the funnel holds any of their personal values', async () => {
    await project(wholeWay(), [erased('questionnaireLight-12', at(10)), erased('questionnaire-7', at(10))]);
    const all = [];
    for (const c of ['funnelJourneys', 'funnelCells', 'funnelJourneyKeys', 'funnelChanges']) {
      all.push(...(await read!.find(c)));
    }
    expect(all.length).toBeGreaterThan(3);
    const text = JSON.stringify(all);
    for (const value of [...Object.values(testInfo), ...Object.values(testLightInfo)]) {
      if (typeof value === 'string' && value.length > 2) expect(text).not.toContain(value);
    }
    // The journey stays: erasure removes personal data, and the funnel has none.
    expect((await journey('L12')).stage).toBe('employed');
  });

  it("given a move, then the store's changed document carries its position", async () => {
    const batch = [lightSubmitted('12', at(1))];
    await project(batch);
    expect(await read!.get(FUNNEL_CHANGES.name, '10412')).toMatchObject({
      storeId: '10412',
      position: batch[0]!.position,
    });
  });
});

describe('funnel view from the cells', () => {
  const places = {
    storeTitle: (id: string) => `Магазин ${id}`,
    unitOf: () => 'U77-1',
    unitTitle: () => 'Москва-Центр',
    regionOf: () => '77',
    regionTitle: () => 'Москва',
  };

  it('given two journeys, one employed and one refused, then stages, conversion, days, refusals and places add up', async () => {
    await project(wholeWay(), [lightSubmitted('13', at(2)), lightDeclined('13', at(4), 'Нет опыта')]);
    const view = await funnelView(read!, { from: '2026-11-01', to: '2026-11-30' }, null, places);
    expect(view.total).toBe(2);
    const light = view.stages[0]!;
    expect(light).toMatchObject({ reached: 2, current: 0, refused: 1, conversion: null });
    expect(view.stages[1]).toMatchObject({ reached: 1, conversion: 0.5 });
    expect(view.stages[7]).toMatchObject({ stage: 'employed', reached: 1, current: 1, conversion: 1 });
    // One day in 'light' (1 journey left it): within its quarter-day bucket.
    expect(light.medianDays).toBeGreaterThanOrEqual(1);
    expect(light.medianDays).toBeLessThan(1.25);
    expect(view.refusals).toEqual([
      { stage: 'light', count: 1, reasons: [{ reason: 'Нет опыта', count: 1 }] },
    ]);
    expect(view.byPlace.map((r) => [r.level, r.key, r.reached.light])).toEqual([
      ['region', '77', 2],
      ['unit', 'U77-1', 2],
      ['store', '10412', 2],
    ]);
    expect(view.bySource).toMatchObject([{ key: 'site', conversion: 0.5 }]);
    expect(view.trend.map((p) => p.week)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    // 1 November 2026 is a Sunday: the two journeys started in two weeks.
    expect(view.trend.slice(0, 2).map((p) => p.reached.light)).toEqual([1, 1]);
    // Outside the period, or another store: nothing.
    expect((await funnelView(read!, { from: '2026-10-01', to: '2026-10-31' }, null, places)).total).toBe(0);
    expect((await funnelView(read!, { from: '2026-11-01', to: '2026-11-30' }, ['20118'], places)).total).toBe(
      0,
    );
  });
});
