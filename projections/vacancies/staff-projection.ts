import { parseStreamId } from '#events/core/envelope';
import { POSITIONS } from '#events/positions/collections';
import { PositionEvents, type PositionDoc } from '#events/positions/events';
import { BASE_TEMPLATES, STAFF_VACANCIES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import type {
  BaseTemplateDoc,
  StaffVacancyDoc,
  VacancyDoc,
  VacancyTemplateDoc,
} from '#events/vacancies/documents';
import { VacancyEvents } from '#events/vacancies/events';
import type { StoredEventOf } from '#events/core/typed';
import { defineJoinProjection } from '../core/join';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';
import { staffVacancyOf } from './staff-view';

/** Every event that changes what a staff vacancy shows: its own, its templates', its position's. */
const StaffVacancySourceEvents = { ...VacancyEvents, ...PositionEvents };
type SourceEvent = StoredEventOf<typeof StaffVacancySourceEvents>;

/** The sources one batch touches, as the read models hold them at the batch's end. */
interface Sources {
  vacancies: Map<string, Stored<VacancyDoc>>;
  templates: Map<string, Stored<VacancyTemplateDoc>>;
  bases: Map<string, Stored<BaseTemplateDoc>>;
  positions: Map<string, Stored<PositionDoc>>;
}

/**
 * Read model `staffVacancies`: every vacancy already joined with its city template (salary), base
 * template (texts), position (title) and store, as GET /vacancies/staff answers it, so the list is
 * one indexed query and a pushed change is ready to show. A vacancy's events rebuild its document;
 * a city template's, a base template's or a position's rename rebuild the documents of every
 * vacancy that uses it. Stores are static reference data (events/core/store-directory.ts).
 */
export const staffVacanciesProjection = defineJoinProjection({
  name: STAFF_VACANCIES.name,
  events: StaffVacancySourceEvents,
  collection: STAFF_VACANCIES,
  // The staff list: the user's stores (one, or the $in of a director's), newest first.
  indexes: [{ fields: ['IStoreId'], sort: { createdAt: -1, seq: -1 } }],
  prepare: loadSources,
  keysOf(event, sources) {
    const id = parseStreamId(event.streamId).id;
    const using = (uses: (vacancy: Stored<VacancyDoc>) => boolean) =>
      [...sources.vacancies.values()].filter(uses).map((v) => v._id);
    switch (sourceOf(event)) {
      case 'vacancy':
        return [id];
      case 'template':
        return using((v) => v.templateId === id);
      case 'base':
        return using((v) => v.baseTemplateId === id);
      case 'position':
        return using((v) => sources.bases.get(v.baseTemplateId)?.positionId === id);
      case null:
        return [];
    }
  },
  apply(doc, event, id, sources): StaffVacancyDoc | Stored<StaffVacancyDoc> | null {
    // Only its creation makes a document; every later event rebuilds it from the current sources.
    if (!doc && event.type !== 'VacancyCreated') return null;
    const vacancy = sources.vacancies.get(id);
    if (!vacancy) return doc;
    const template = sources.templates.get(vacancy.templateId) ?? null;
    const base = sources.bases.get(vacancy.baseTemplateId) ?? null;
    const position = base ? (sources.positions.get(base.positionId) ?? null) : null;
    const view = staffVacancyOf({ vacancy, template, base, position });
    return {
      ...view,
      baseTemplateId: vacancy.baseTemplateId,
      positionId: base?.positionId ?? '',
      seq: vacancy.seq,
    };
  },
});

/** Which source an event belongs to; null: it changes nothing a staff vacancy shows. */
function sourceOf(event: SourceEvent): 'vacancy' | 'template' | 'base' | 'position' | null {
  switch (event.type) {
    case 'VacancyCreated':
    case 'VacancyExtraDescriptionChanged':
    case 'VacancyPublicationChanged':
    case 'VacancyPublicationFailed':
      return 'vacancy';
    case 'VacancyTemplateCreated':
    case 'VacancyTemplateSalaryChanged':
      return 'template';
    case 'BaseTemplateCreated':
    case 'BaseTemplateUpdated':
      return 'base';
    case 'PositionRenamed':
      return 'position';
    case 'PositionCreated':
    case 'PositionCandidateSearchToggled':
    case 'PositionFeedVisibilityToggled':
      return null;
  }
}

/**
 * The vacancies the batch touches (its own and those of the templates, base templates and positions
 * it changes) and every source they are joined from, in one lookup per collection and kind.
 */
async function loadSources(events: SourceEvent[], read: ReadStore): Promise<Sources> {
  const ids = {
    vacancy: new Set<string>(),
    template: new Set<string>(),
    base: new Set<string>(),
    position: new Set<string>(),
  };
  for (const event of events) {
    const source = sourceOf(event);
    if (source) ids[source].add(parseStreamId(event.streamId).id);
  }
  const nothing = Object.values(ids).every((set) => set.size === 0);
  if (nothing) return { vacancies: new Map(), templates: new Map(), bases: new Map(), positions: new Map() };
  const vacancies = collectionIn(read, VACANCIES);
  const bases = collectionIn(read, BASE_TEMPLATES);
  const $in = (set: Set<string>) => ({ $in: [...set] });
  if (ids.position.size > 0) {
    for (const base of await bases.find({ positionId: $in(ids.position) })) ids.base.add(base._id);
  }
  const found = [
    ...(await vacancies.getMany([...ids.vacancy])).values(),
    ...(ids.template.size > 0 ? await vacancies.find({ templateId: $in(ids.template) }) : []),
    ...(ids.base.size > 0 ? await vacancies.find({ baseTemplateId: $in(ids.base) }) : []),
  ];
  const byId = new Map(found.map((v) => [v._id, v]));
  const unique = (values: string[]) => [...new Set(values)];
  const list = [...byId.values()];
  const templateDocs = await collectionIn(read, VACANCY_TEMPLATES).getMany(
    unique(list.map((v) => v.templateId)),
  );
  const baseDocs = await bases.getMany(unique(list.map((v) => v.baseTemplateId)));
  const positionDocs = await collectionIn(read, POSITIONS).getMany(
    unique([...baseDocs.values()].map((b) => b.positionId)),
  );
  return { vacancies: byId, templates: templateDocs, bases: baseDocs, positions: positionDocs };
}
