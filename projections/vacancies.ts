import type { Projection } from './core/types';
import type { EventEnvelope } from '../events/core/envelope';
import { parseStreamId } from '../events/core/envelope';
import { BASE_TEMPLATE_KIND, VACANCY_KIND, VACANCY_TEMPLATE_KIND } from '../events/vacancies/events';
import type { Doc } from './core/read-store';
import { BY_SEQ_DESC, seqOf } from './core/seq';

/** Fields every catalogue document carries: who changed it last and at which revision. */
function stamp(event: EventEnvelope) {
  return { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: event.meta.actor };
}

/** One projection per catalogue collection, each keyed by its own stream kind. */
function streamProjection(name: string, kind: string, apply: Projection['apply']): Projection {
  return {
    name,
    collections: [name],
    indexes: { [name]: [BY_SEQ_DESC] }, // next numeric id (createWithNextId)
    keysOf(event) {
      const stream = parseStreamId(event.streamId);
      return stream.kind === kind ? [{ collection: name, id: stream.id }] : [];
    },
    apply,
  };
}

/** Read model `baseTemplates`: one document per base template, as the form edits it. */
export const baseTemplatesProjection = streamProjection(
  'baseTemplates',
  BASE_TEMPLATE_KIND,
  (doc, event, key) => {
    const d = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'BaseTemplateCreated':
        return {
          ...d,
          id: key.id,
          _id: key.id,
          seq: seqOf(key.id),
          createdAt: event.meta.occurredAt,
          ...stamp(event),
        };
      case 'BaseTemplateUpdated': {
        if (!doc) return null;
        // The update is the whole template: enumerations absent from it are removed (self-employed).
        const { experience: _x, schedule: _s, occupation: _o, ...kept } = doc;
        return { ...kept, ...d, ...stamp(event) };
      }
      default:
        return doc;
    }
  },
);

/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export const vacancyTemplatesProjection = streamProjection(
  'vacancyTemplates',
  VACANCY_TEMPLATE_KIND,
  (doc, event, key) => {
    const d = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'VacancyTemplateCreated':
        return {
          ...d,
          id: key.id,
          _id: key.id,
          seq: seqOf(key.id),
          createdAt: event.meta.occurredAt,
          ...stamp(event),
        };
      case 'VacancyTemplateSalaryChanged':
        return doc ? { ...doc, salary: d.salary, ...stamp(event) } : null;
      default:
        return doc;
    }
  },
);

/**
 * Read model `vacancies`: one document per vacancy with its publications per service. `status` is
 * the own-site publication status ('unpublished' before the first one) and `publishedAt` the time
 * it was last published there: the public feed filters and sorts on them and on the copied
 * `cityId`, `IStoreId` and `baseTemplateId`, without reading any other document.
 */
export const vacanciesProjection = streamProjection('vacancies', VACANCY_KIND, (doc, event, key) => {
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'VacancyCreated':
      return {
        ...d,
        id: key.id,
        _id: key.id,
        seq: seqOf(key.id),
        publications: {},
        status: 'unpublished',
        publishedAt: null,
        failures: {},
        createdAt: event.meta.occurredAt,
        ...stamp(event),
      };
    case 'VacancyExtraDescriptionChanged':
      return doc ? { ...doc, extraStandards: d.extraStandards, ...stamp(event) } : null;
    case 'VacancyPublicationChanged':
      return doc ? withPublication(doc, event) : null;
    case 'VacancyPublicationFailed':
      return doc ? withFailure(doc, event) : null;
    default:
      return doc;
  }
});

function withPublication(doc: Doc, event: EventEnvelope): Doc {
  const d = event.data as { service: string; status: string; link?: string };
  const publications = { ...(doc.publications as Record<string, unknown>) };
  publications[d.service] = { status: d.status, link: d.link ?? null, updatedAt: event.meta.occurredAt };
  // A success on a service clears that service's last failure.
  const { [d.service]: _cleared, ...failures } = (doc.failures ?? {}) as Record<string, unknown>;
  const next: Doc = { ...doc, publications, failures, ...stamp(event) };
  if (d.service === 'site') {
    next.status = d.status;
    if (d.status === 'published') next.publishedAt = event.meta.occurredAt;
  }
  return next;
}

/** The last refusal of a job board per service; the publication keeps its previous status. */
function withFailure(doc: Doc, event: EventEnvelope): Doc {
  const d = event.data as { service: string; action: string; message: string; status?: number };
  const failures = { ...((doc.failures ?? {}) as Record<string, unknown>) };
  failures[d.service] = {
    action: d.action,
    message: d.message,
    status: d.status ?? null,
    occurredAt: event.meta.occurredAt,
  };
  return { ...doc, failures, ...stamp(event) };
}

export const VACANCY_PROJECTIONS: Projection[] = [
  baseTemplatesProjection,
  vacancyTemplatesProjection,
  vacanciesProjection,
];
