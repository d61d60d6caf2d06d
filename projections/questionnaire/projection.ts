import { parseStreamId } from '#events/core/envelope';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import {
  INFO_FIELDS,
  PERSONAL_INFO,
  PERSONAL_INFO_EXTRA,
  QUESTIONNAIRE_KIND,
  QuestionnaireEvents,
  type ActorRef,
  type QuestionnaireChange,
  type QuestionnaireDoc,
  type QuestionnaireInfo,
  type StoredQuestionnaireEvent,
} from '#events/questionnaire/events';
import { defineCollection } from '#events/core/collections';
import { defineProjection } from '../core/types';
import { SECTION_OF_EVENT } from '#events/questionnaire/profile/events';
import { infoWithPersonal, personalWithInfo } from '#events/questionnaire/personal-data';
import { seqOf } from '../core/seq';

/**
 * Read model `questionnaires`: one document per employment questionnaire with its comments, the
 * flat filter fields of the lists and the last change (who did what), so a pushed document can be
 * shown and highlighted as it arrives.
 */
export const questionnairesProjection = defineProjection({
  name: QUESTIONNAIRES.name,
  events: QuestionnaireEvents,
  collection: QUESTIONNAIRES,
  indexes: [
    // Lists: tab (state) and contractor type, filtered by store, city or position; newest first.
    { fields: ['contractorType', 'state', 'IStoreId', 'positionId', 'cityId'], sort: { seq: -1 } },
    { fields: [], sort: { seq: -1 } }, // next numeric id
  ],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  // The scans go with the candidate's key: their list goes too.
  personal: true,
  erase: {
    kind: QUESTIONNAIRE_KIND,
    fields: [
      ...[...PERSONAL_INFO, ...PERSONAL_INFO_EXTRA].map((field) => `info.${field}`),
      'search',
      'files',
      'profile',
    ],
  },
  apply(doc, event, id): QuestionnaireDoc | null {
    const change = (kind: QuestionnaireChange['kind'], extra: Partial<QuestionnaireChange> = {}) => ({
      kind,
      ...extra,
      at: event.meta.occurredAt,
      by: actorOf(event),
    });
    const stamp = { revision: event.revision, updatedAt: event.meta.occurredAt };
    if (event.type === 'QuestionnaireOpened') return opened(id, event.data, change('opened'), stamp);
    if (!doc) return null;
    switch (event.type) {
      case 'QuestionnaireInfoEdited': {
        const { changes } = event.data;
        const info: QuestionnaireInfo = { ...doc.info, ...changes };
        const fields = INFO_FIELDS.filter((f) => changes[f] !== undefined);
        // One copy (events/questionnaire/personal-data.ts): the profile's section follows the edit.
        const personal = doc.profile?.personal && personalWithInfo(doc.profile.personal, changes);
        return {
          ...doc,
          ...stamp,
          info,
          ...(personal ? { profile: { ...doc.profile, personal } } : {}),
          search: searchText(info),
          lastChange: change('edited', { fields }),
        };
      }
      case 'QuestionnaireStateChanged': {
        const { action, from, to, reason } = event.data;
        const rejected = to === 'rejected' || to === 'rejectedAuth';
        return {
          ...doc,
          ...stamp,
          state: to,
          previousState: rejected ? from : null,
          rejectedReason: rejected ? (reason ?? null) : null,
          lastChange: change('state', { action }),
        };
      }
      case 'QuestionnaireCommented': {
        const comment = {
          id: event.data.commentId,
          text: event.data.text,
          at: event.meta.occurredAt,
          by: actorOf(event),
        };
        return { ...doc, ...stamp, comments: [...doc.comments, comment], lastChange: change('comment') };
      }
      case 'QuestionnaireFileAttached': {
        const { fileId, kind, name, size, mime } = event.data;
        const ref = { fileId, name, size, mime, at: event.meta.occurredAt };
        const files = { ...doc.files, [kind]: [...(doc.files?.[kind] ?? []), ref] };
        return { ...doc, ...stamp, files, lastChange: change('file') };
      }
      case 'ProfilePersonalSaved':
      case 'ProfilePassportSaved':
      case 'ProfileAddressesSaved':
      case 'ProfileMilitarySaved':
      case 'ProfileMartialSaved':
      case 'ProfileEducationSaved': {
        const section = SECTION_OF_EVENT[event.type];
        const profile = { ...doc.profile, ...event.data };
        const synced = 'personal' in event.data ? syncedInfo(doc, event.data.personal) : {};
        return { ...doc, ...stamp, ...synced, profile, lastChange: change('profile', { section }) };
      }
      case 'ProfileSubmitted':
        return {
          ...doc,
          ...stamp,
          profileSubmittedAt: event.meta.occurredAt,
          lastChange: change('submitted'),
        };
      case 'QuestionnaireFileRemoved': {
        const files = Object.fromEntries(
          Object.entries(doc.files ?? {}).map(([kind, refs]) => [
            kind,
            refs.filter((ref) => ref.fileId !== event.data.fileId),
          ]),
        );
        return { ...doc, ...stamp, files, lastChange: change('file') };
      }
    }
  },
});

/** One copy (events/questionnaire/personal-data.ts): `info` and its search follow the profile's save. */
function syncedInfo(
  doc: QuestionnaireDoc,
  personal: Parameters<typeof infoWithPersonal>[1],
): Pick<QuestionnaireDoc, 'info' | 'search'> {
  const info = infoWithPersonal(doc.info, personal);
  return { info, search: searchText(info) };
}

type Opened = Extract<StoredQuestionnaireEvent, { type: 'QuestionnaireOpened' }>['data'];

function opened(
  id: string,
  d: Opened,
  lastChange: QuestionnaireChange,
  stamp: { revision: number; updatedAt: string },
): QuestionnaireDoc {
  return {
    id,
    seq: seqOf(id),
    source: d.source,
    ...(d.lightQuestionnaireId ? { lightQuestionnaireId: d.lightQuestionnaireId } : {}),
    contractorType: d.contractorType,
    state: d.state,
    previousState: null,
    rejectedReason: null,
    info: { ...d.info },
    vacancy: { ...d.vacancy },
    IStoreId: d.vacancy.IStoreId,
    cityId: d.vacancy.cityId,
    positionId: d.vacancy.positionId,
    search: searchText(d.info),
    comments: [],
    lastChange,
    createdAt: stamp.updatedAt,
    ...stamp,
  };
}

function actorOf(event: StoredQuestionnaireEvent): ActorRef {
  const { userId, role, name } = event.meta.actor;
  return name ? { userId, role, name } : { userId, role };
}

/** What the list search matches: the full name in lower case and the phone's digits. */
export function searchText(
  info: Pick<QuestionnaireInfo, 'lastname' | 'firstname' | 'secondname' | 'phone'>,
): string {
  const name = `${info.lastname} ${info.firstname} ${info.secondname}`.toLowerCase().replace(/ё/g, 'е');
  return `${name} ${info.phone.replace(/\D/g, '')}`;
}

/**
 * Read model `questionnaireByLight`: which employment questionnaire continues a light one (keyed
 * by the light questionnaire's id), so the reactor's 'once per light questionnaire' is one lookup.
 */
export const QUESTIONNAIRE_BY_LIGHT = defineCollection<{ questionnaireId: string }>('questionnaireByLight');

export const questionnaireByLightProjection = defineProjection({
  name: QUESTIONNAIRE_BY_LIGHT.name,
  events: QuestionnaireEvents,
  collection: QUESTIONNAIRE_BY_LIGHT,
  keysOf: (event) =>
    event.type === 'QuestionnaireOpened' && event.data.lightQuestionnaireId
      ? [event.data.lightQuestionnaireId]
      : [],
  apply: (doc, event) => (event.type === 'QuestionnaireOpened' ? { questionnaireId: event.data.id } : doc),
});
