import { afterEach, describe, expect, it } from 'vitest';
import { describeEvent } from '#events/history/describe';
import { ACTIVITY } from '#events/activity/contract';
import { APPLICANT_ROLE } from '#events/core/roles';
import { activityProjection } from '#projections/activity/projection';
import { meetingsProjection } from '#projections/meetings/projection';
import { questionnairesProjection } from '#projections/questionnaire/projection';
import { questionnairesLightProjection } from '#projections/questionnaire-light';
import { vacanciesProjection } from '#projections/vacancies/projection';
import type { ReadStore } from '#projections/core/read-store';
import { givenReadModels } from '../../helpers/gwt-read-models';
import { stored } from '../../helpers/gwt';
import { openedQuestionnaire, submittedLightQuestionnaire } from '../../helpers/questionnaire-events';

/** The read models the activity log reads stores from, projected before it, as on the server. */
const PROJECTIONS = [
  vacanciesProjection,
  questionnairesLightProjection,
  questionnairesProjection,
  meetingsProjection,
  activityProjection,
];

const vacancyCreated = {
  type: 'VacancyCreated' as const,
  data: {
    id: '9',
    templateId: '4',
    baseTemplateId: '1',
    cityId: '1',
    IStoreId: '20118',
    extraStandards: '<p>x</p>',
    meta: { userId: '1003', IStoreId: '20118', areaId: '1' },
  },
};
const interview = {
  type: 'InterviewScheduled' as const,
  data: {
    id: '5',
    questionnaireId: '12',
    questionnaireKind: 'light' as const,
    candidateName: 'Иванова Мария',
    positionTitle: 'Продавец',
    IStoreId: '40072',
    storeName: 'Казань',
    startsAt: '2026-11-30T09:00:00.000Z',
    durationMinutes: 30,
    place: 'Магазин',
    comment: '',
  },
};
/** Any later event of a stream: the log takes every type, whatever its data. */
const later = (type: string) => ({ type, data: {} });

let read: ReadStore | undefined;
afterEach(async () => {
  await read?.close();
  read = undefined;
});

async function storeOf(r: ReadStore, position: number): Promise<unknown> {
  return (await r.get(ACTIVITY.name, String(position)))?.storeId;
}

describe('activity projection: the store of every event', () => {
  it('finds the store of later events in their record’s read model, batch after batch', async () => {
    const [vacancy] = stored('vacancy-9', [vacancyCreated]);
    const [opened] = stored('questionnaire-7', [openedQuestionnaire()]);
    const [light] = stored('questionnaireLight-12', [submittedLightQuestionnaire()]);
    const [meeting] = stored('meeting-5', [interview]);
    const given = await givenReadModels(PROJECTIONS).given([vacancy!, opened!, light!, meeting!]);
    read = given.read;
    const next = [
      ...stored('vacancy-9', [later('VacancyExtraDescriptionChanged')]),
      ...stored('questionnaire-7', [later('QuestionnaireCommented')]),
      ...stored('checks-7', [later('ChecksStarted')]),
      ...stored('approval-7', [later('ApprovalRequested')]),
      ...stored('hire-7', [later('HireRequested')]),
      ...stored('signing-7', [later('SigningStarted')]),
      ...stored('questionnaireLight-12', [later('QuestionnaireLightAccepted')]),
      ...stored('meeting-5', [later('InterviewCancelled')]),
    ];
    const { read: after } = await given.when(next);
    const stores = await Promise.all(next.map((e) => storeOf(after, e.position)));
    expect(stores).toEqual(['20118', '10412', '10412', '10412', '10412', '10412', '10412', '40072']);
    expect(await storeOf(after, vacancy!.position)).toBe('20118');
    expect(await storeOf(after, opened!.position)).toBe('10412');
  });

  it('knows the store from an earlier event of the same batch', async () => {
    const batch = [
      ...stored('questionnaire-7', [openedQuestionnaire()]),
      ...stored('checks-7', [later('CheckPassed')]),
      ...stored('signing-7', [later('DocumentSigned')]),
    ];
    read = (await givenReadModels(PROJECTIONS).given(batch)).read;
    for (const e of batch) expect(await storeOf(read, e.position)).toBe('10412');
  });

  it('takes a DKMO’s store from its stream, and gives records of no store none', async () => {
    const batch = [
      ...stored('dkmo-10234', [later('DkmoMemberLeft')]),
      ...stored('position-3', [later('PositionRenamed')]),
      ...stored('user-1002', [later('UserCreated')]),
      ...stored('checks-404', [later('CheckPassed')]),
    ];
    read = (await givenReadModels(PROJECTIONS).given(batch)).read;
    const stores = await Promise.all(batch.map((e) => storeOf(read!, e.position)));
    expect(stores).toEqual(['10234', null, null, null]);
  });

  it('keeps who, what, when and the sentence, and never names a candidate', async () => {
    const hr = { userId: '1002', role: 'HR', name: 'Кадрова Елена' };
    const applicant = { userId: 'candidate', role: APPLICANT_ROLE, name: 'Иванова Мария' };
    const [staff] = stored('position-3', [later('PositionRenamed')], hr);
    const [candidate] = stored('questionnaireLight-12', [submittedLightQuestionnaire()], applicant);
    read = (await givenReadModels(PROJECTIONS).given([staff!, candidate!])).read;
    const doc = await read.get(ACTIVITY.name, String(staff!.position));
    expect(doc).toMatchObject({
      position: staff!.position,
      type: 'PositionRenamed',
      kind: 'position',
      recordId: '3',
      streamId: 'position-3',
      actorUserId: '1002',
      actorRole: 'HR',
      actorName: 'Кадрова Елена',
      occurredAt: '2026-11-22T10:00:00.000Z',
      day: '2026-11-22',
      storeId: null,
    });
    expect(doc?.sentence).toBe(describeEvent(staff!));
    const own = await read.get(ACTIVITY.name, String(candidate!.position));
    expect(own).toMatchObject({ actorRole: APPLICANT_ROLE, actorName: null, storeId: '10412' });
    expect(JSON.stringify(own)).not.toMatch(/Иванова|Мария|79991234567/);
  });

  it('writes one document per event, never again for a replayed one', async () => {
    const batch = stored('position-3', [later('PositionRenamed'), later('PositionRenamed')]);
    const given = await givenReadModels(PROJECTIONS).given(batch);
    read = given.read;
    const { pushed } = await given.when(batch);
    expect(pushed.filter((c) => c.collection === ACTIVITY.name)).toEqual([]);
    expect(await read.count(ACTIVITY.name)).toBe(2);
  });
});
