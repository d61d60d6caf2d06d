import type { Decider, DecidedEvent } from '../../commands/decider';
import {
  OWN_SITE_SERVICE,
  VACANCY_KIND,
  VACANCY_MESSAGES as M,
  type PublicationAction,
  type PublicationStatus,
  type VacancyMeta,
  type VacancyService,
} from '../../../events/vacancies';
import { NotFoundError, RuleViolation, ValidationError } from '../../errors';
import { isBlankHtml, sanitizeRichText } from './sanitize';

/** A city template placed in one store, with its extra description and its publications. */
export interface VacancyState {
  exists: boolean;
  id: string;
  templateId: string;
  IStoreId: string;
  extraStandards: string;
  meta: VacancyMeta | null;
  publications: Partial<Record<VacancyService, { status: PublicationStatus; link?: string }>>;
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
  | { type: 'ChangeExtraDescription'; extraStandards: string }
  | { type: 'ChangePublication'; service: VacancyService; action: PublicationAction; link?: string }
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
});

export const vacancyDecider: Decider<VacancyState, VacancyCommand> = {
  kind: VACANCY_KIND,
  initialState,
  evolve(state, event) {
    const d = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'VacancyCreated':
        return {
          ...initialState(),
          exists: true,
          id: d.id as string,
          templateId: d.templateId as string,
          IStoreId: d.IStoreId as string,
          extraStandards: d.extraStandards as string,
          meta: d.meta as VacancyMeta,
        };
      case 'VacancyExtraDescriptionChanged':
        return { ...state, extraStandards: d.extraStandards as string };
      case 'VacancyPublicationChanged': {
        const service = d.service as VacancyService;
        const publication = {
          status: d.status as PublicationStatus,
          ...(d.link ? { link: d.link as string } : {}),
        };
        return { ...state, publications: { ...state.publications, [service]: publication } };
      }
      default:
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
        const extraStandards = extraText(command.extraStandards);
        if (extraStandards === state.extraStandards) return [];
        return [{ type: 'VacancyExtraDescriptionChanged', data: { extraStandards } }];
      }
      case 'ChangePublication':
        return publicationChange(state, command.service, command.action, command.link);
      case 'RecordPublicationFailure': {
        const { type: _t, ...data } = command;
        return [{ type: 'VacancyPublicationFailed', data }];
      }
    }
  },
};

/** The extra description is required (spec: 'Это обязательное поле для заполнения'), stored sanitised. */
function extraText(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw new ValidationError(M.extraRequired, 'extraStandards');
  return clean;
}

/**
 * Publication states per service (spec part 1, section 4): published may be closed (sent to the
 * archive); closed may be published again or deleted; deleted is final. Publishing on a job board
 * needs the city's area in the vacancy meta; the own site does not.
 */
function publicationChange(
  state: VacancyState,
  service: VacancyService,
  action: PublicationAction,
  link: string | undefined,
): DecidedEvent[] {
  const current = state.publications[service];
  const changed = (status: PublicationStatus, newLink = current?.link): DecidedEvent[] => [
    { type: 'VacancyPublicationChanged', data: { service, status, ...(newLink ? { link: newLink } : {}) } },
  ];
  if (current?.status === 'deleted') throw new RuleViolation(M.alreadyDeleted);
  switch (action) {
    case 'publish':
      if (service !== OWN_SITE_SERVICE && !state.meta?.areaId) throw new RuleViolation(M.areaNotFound);
      // Publishing again what is already published changes nothing unless the board gave a new link.
      if (current?.status === 'published' && (link === undefined || link === current.link)) return [];
      return changed('published', link ?? current?.link);
    case 'close':
      if (current?.status !== 'published') throw new RuleViolation(M.notPublished);
      return changed('closed');
    case 'delete':
      if (current?.status !== 'closed') throw new RuleViolation(M.deleteOnlyClosed);
      return changed('deleted');
  }
}
