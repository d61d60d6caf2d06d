import type { Actor } from '#events/core/envelope';
import { formatMoscow } from '#events/core/moscow-time';
import { roleTitle } from '#events/core/roles';
import type { Decider } from '../../core/decider';
import {
  OWN_SITE_SERVICE,
  VACANCY_KIND,
  VACANCY_MESSAGES as M,
  type PublicationAction,
  type PublicationStatus,
  type VacancyMeta,
  type VacancyService,
  type VacancyStreamEvent,
} from '#events/vacancies/events';
import { ConcurrencyError, NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { isBlankHtml, sanitizeRichText } from '#events/vacancies/sanitize';

/** A city template placed in one store, with its extra description and its publications. */
export interface VacancyState {
  exists: boolean;
  id: string;
  templateId: string;
  IStoreId: string;
  extraStandards: string;
  meta: VacancyMeta | null;
  publications: Partial<Record<VacancyService, PublicationState>>;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  /** The last save of the extra description: the one change a description save depends on. */
  descriptionChange: { revision: number; at: string; by: Actor } | null;
}

/** One service's publication as the stream knows it; `externalId` is the job board's vacancy id. */
export interface PublicationState {
  status: PublicationStatus;
  link?: string;
  externalId?: string;
}

export type VacancyCommand =
  | {
      type: 'CreateVacancy';
      id: string;
      templateId: string;
      baseTemplateId: string;
      cityId: string;
      IStoreId: string;
      extraStandards: string;
      meta: VacancyMeta;
    }
  /**
   * `seenRevision`: the revision the editor loaded. Only another save of the description after it
   * refuses the save (409 naming who): publications change the vacancy too and never block it.
   * Optional only because the spec's payload is templateId, IStoreId, extraStandards (part 1,
   * section 7); the console always sends it.
   */
  | { type: 'ChangeExtraDescription'; extraStandards: string; seenRevision?: number }
  | {
      type: 'ChangePublication';
      service: VacancyService;
      action: PublicationAction;
      link?: string;
      /** The board's vacancy id (hh publishes a closed vacancy anew under a NEW id). */
      externalId?: string;
    }
  | {
      type: 'RecordPublicationFailure';
      service: VacancyService;
      action: PublicationAction;
      message: string;
      status?: number;
    };

const initialState = (): VacancyState => ({
  exists: false,
  id: '',
  templateId: '',
  IStoreId: '',
  extraStandards: '',
  meta: null,
  publications: {},
  revision: -1,
  descriptionChange: null,
});

export const vacancyDecider: Decider<VacancyState, VacancyCommand, VacancyStreamEvent> = {
  kind: VACANCY_KIND,
  initialState,
  evolve(previous, event) {
    const revision = event.revision ?? previous.revision + 1;
    const state = { ...previous, revision };
    switch (event.type) {
      case 'VacancyCreated': {
        const { id, templateId, IStoreId, extraStandards, meta } = event.data;
        return { ...initialState(), revision, exists: true, id, templateId, IStoreId, extraStandards, meta };
      }
      case 'VacancyExtraDescriptionChanged': {
        const by = event.meta?.actor ?? { userId: '', role: '' };
        const descriptionChange = { revision, at: event.meta?.occurredAt ?? '', by };
        return { ...state, extraStandards: event.data.extraStandards, descriptionChange };
      }
      case 'VacancyPublicationChanged': {
        const { service, status, link, externalId } = event.data;
        const publication: PublicationState = {
          status,
          ...(link ? { link } : {}),
          ...(externalId ? { externalId } : {}),
        };
        return { ...state, publications: { ...state.publications, [service]: publication } };
      }
      case 'VacancyPublicationFailed':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateVacancy') {
      if (state.exists) throw new RuleViolation('Вакансия уже существует');
      const { type: _t, ...data } = command;
      return [
        { type: 'VacancyCreated', data: { ...data, extraStandards: extraText(command.extraStandards) } },
      ];
    }
    if (!state.exists) throw new NotFoundError(M.vacancyNotFound);
    switch (command.type) {
      case 'ChangeExtraDescription': {
        assertDescriptionNotStale(state, command.seenRevision);
        const extraStandards = extraText(command.extraStandards);
        if (extraStandards === state.extraStandards) return [];
        return [{ type: 'VacancyExtraDescriptionChanged', data: { extraStandards } }];
      }
      case 'ChangePublication':
        return publicationChange(state, command);
      case 'RecordPublicationFailure': {
        const { type: _t, ...data } = command;
        return [{ type: 'VacancyPublicationFailed', data }];
      }
    }
  },
};

/**
 * A save from an editor that had not seen a later save of the description: 409 naming who saved it.
 * A revision the vacancy never had is refused (400 naming 'версия').
 */
function assertDescriptionNotStale(state: VacancyState, seen: number | undefined): void {
  if (seen === undefined) return;
  if (seen > state.revision)
    throw new ValidationError(
      `Поле «версия»: у вакансии нет версии ${seen} (последняя — ${state.revision}). Обновите страницу и повторите.`,
      'revision',
    );
  const last = state.descriptionChange;
  if (!last || last.revision <= seen) return;
  const who = `${last.by.name ? `${last.by.name} ` : ''}(${roleTitle(last.by.role)})`;
  throw new ConcurrencyError(
    `Описание вакансии уже изменил(а) ${who} ${formatMoscow(last.at)}. Обновите данные и повторите.`,
    last.by,
    last.at,
    last.revision,
  );
}

/**
 * The extra description is required, stored sanitised. The editor shows the spec's 'Это обязательное
 * поле для заполнения' itself; the API names the field like every validation message.
 */
function extraText(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw ValidationError.required('extraStandards');
  return clean;
}

/**
 * Publication states per service (spec part 1, section 4): published may be closed (sent to the
 * archive); closed may be published again or deleted; deleted is final. Publishing on a job board
 * needs the city's area in the vacancy meta; the own site does not. The publication service asks
 * this before it calls a job board, so a refused action never reaches the board.
 */
export function assertPublicationAllowed(
  state: VacancyState,
  service: VacancyService,
  action: PublicationAction,
): void {
  if (!state.exists) throw new NotFoundError(M.vacancyNotFound);
  const current = state.publications[service];
  if (current?.status === 'deleted') throw new RuleViolation(M.alreadyDeleted);
  switch (action) {
    case 'publish':
      if (service !== OWN_SITE_SERVICE && !state.meta?.areaId) throw new RuleViolation(M.areaNotFound);
      return;
    case 'close':
      if (current?.status !== 'published') throw new RuleViolation(M.notPublished);
      return;
    case 'delete':
      if (current?.status !== 'closed') throw new RuleViolation(M.deleteOnlyClosed);
      return;
  }
}

function publicationChange(
  state: VacancyState,
  command: Extract<VacancyCommand, { type: 'ChangePublication' }>,
): VacancyStreamEvent[] {
  const { service, action } = command;
  assertPublicationAllowed(state, service, action);
  const current = state.publications[service];
  const changed = (
    status: PublicationStatus,
    link = current?.link,
    externalId = current?.externalId,
  ): VacancyStreamEvent[] => [
    {
      type: 'VacancyPublicationChanged',
      data: { service, status, ...(link ? { link } : {}), ...(externalId ? { externalId } : {}) },
    },
  ];
  switch (action) {
    case 'publish': {
      const link = command.link ?? current?.link;
      const externalId = command.externalId ?? current?.externalId;
      // Publishing again what is already published changes nothing unless the board gave a new link or id.
      if (current?.status === 'published' && link === current.link && externalId === current.externalId)
        return [];
      return changed('published', link, externalId);
    }
    case 'close':
      return changed('closed');
    case 'delete':
      return changed('deleted');
  }
}
