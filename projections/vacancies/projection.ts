import { parseStreamId } from '#events/core/envelope';
import { BASE_TEMPLATES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import type { VacancyDoc } from '#events/vacancies/documents';
import { OWN_SITE_SERVICE, VacancyEvents, type StoredVacancyEvent } from '#events/vacancies/events';
import { BY_SEQ_DESC, seqOf } from '../core/seq';
import { defineProjection, type Stored } from '../core/types';

/**
 * The catalogue's read models, one per stream kind: base templates, city templates and vacancies.
 * The three share the vacancy feature's event schemas, so each one picks its own event types.
 */

/** Fields every catalogue document carries: who changed it last and at which revision. */
function stamp(event: StoredVacancyEvent) {
  return { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: event.meta.actor };
}

function created(event: StoredVacancyEvent, id: string) {
  return { seq: seqOf(id), createdAt: event.meta.occurredAt, ...stamp(event) };
}

const streamOf = (event: StoredVacancyEvent) => [parseStreamId(event.streamId).id];

/** Read model `baseTemplates`: one document per base template, as the form edits it. */
export const baseTemplatesProjection = defineProjection({
  name: BASE_TEMPLATES.name,
  events: VacancyEvents,
  collection: BASE_TEMPLATES,
  indexes: [BY_SEQ_DESC], // next numeric id (createWithNextId)
  keysOf: (event) =>
    event.type === 'BaseTemplateCreated' || event.type === 'BaseTemplateUpdated' ? streamOf(event) : [],
  apply(doc, event, id) {
    switch (event.type) {
      case 'BaseTemplateCreated':
        return { ...event.data, ...created(event, id) };
      case 'BaseTemplateUpdated': {
        if (!doc) return null;
        // The update is the whole template: enumerations absent from it are removed (self-employed).
        const { experience: _x, schedule: _s, occupation: _o, ...kept } = doc;
        return { ...kept, ...event.data, ...stamp(event) };
      }
      default:
        return doc;
    }
  },
});

/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export const vacancyTemplatesProjection = defineProjection({
  name: VACANCY_TEMPLATES.name,
  events: VacancyEvents,
  collection: VACANCY_TEMPLATES,
  indexes: [BY_SEQ_DESC],
  keysOf: (event) =>
    event.type === 'VacancyTemplateCreated' || event.type === 'VacancyTemplateSalaryChanged'
      ? streamOf(event)
      : [],
  apply(doc, event, id) {
    switch (event.type) {
      case 'VacancyTemplateCreated':
        return { ...event.data, ...created(event, id) };
      case 'VacancyTemplateSalaryChanged':
        return doc ? { ...doc, salary: event.data.salary, ...stamp(event) } : null;
      default:
        return doc;
    }
  },
});

const VACANCY_EVENT_TYPES = new Set<StoredVacancyEvent['type']>([
  'VacancyCreated',
  'VacancyExtraDescriptionChanged',
  'VacancyPublicationChanged',
  'VacancyPublicationFailed',
]);

/**
 * Read model `vacancies`: one document per vacancy with its publications per service. `status` is
 * the own-site publication status ('unpublished' before the first one) and `publishedAt` the time
 * it was last published there: the public feed filters and sorts on them and on the copied
 * `cityId`, `IStoreId` and `baseTemplateId`, without reading any other document.
 */
export const vacanciesProjection = defineProjection({
  name: VACANCIES.name,
  events: VacancyEvents,
  collection: VACANCIES,
  indexes: [BY_SEQ_DESC],
  keysOf: (event) => (VACANCY_EVENT_TYPES.has(event.type) ? streamOf(event) : []),
  apply(doc, event, id): VacancyDoc | Stored<VacancyDoc> | null {
    switch (event.type) {
      case 'VacancyCreated':
        return {
          ...event.data,
          publications: {},
          status: 'unpublished',
          publishedAt: null,
          failures: {},
          ...created(event, id),
        };
      case 'VacancyExtraDescriptionChanged':
        return doc ? { ...doc, extraStandards: event.data.extraStandards, ...stamp(event) } : null;
      case 'VacancyPublicationChanged': {
        if (!doc) return null;
        const { service, status, link } = event.data;
        const publications = {
          ...doc.publications,
          [service]: { status, link: link ?? null, updatedAt: event.meta.occurredAt },
        };
        // A success on a service clears that service's last failure.
        const { [service]: _cleared, ...failures } = doc.failures;
        const next = { ...doc, publications, failures, ...stamp(event) };
        if (service !== OWN_SITE_SERVICE) return next;
        const publishedAt = status === 'published' ? event.meta.occurredAt : doc.publishedAt;
        return { ...next, status, publishedAt };
      }
      case 'VacancyPublicationFailed': {
        if (!doc) return null;
        const { service, action, message, status } = event.data;
        const failure = { action, message, status: status ?? null, occurredAt: event.meta.occurredAt };
        return { ...doc, failures: { ...doc.failures, [service]: failure }, ...stamp(event) };
      }
      default:
        return doc;
    }
  },
});
