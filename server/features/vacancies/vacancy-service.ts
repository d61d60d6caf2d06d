import {
  OWN_SITE_SERVICE,
  VACANCY_MESSAGES as M,
  type PublicationAction,
  type VacancyInput,
  type VacancyService,
} from '#events/vacancies/events';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { createWithNextId } from '../../core/ids';
import type { VacancyDoc } from '#events/vacancies/documents';
import type { Stored } from '#projections/core/types';
import { vacancyDocById, vacancyTemplateDocById } from '#projections/vacancies/staff-queries';
import { VACANCIES } from '#events/vacancies/collections';
import { areaIdOfCity, findStore } from '../../access/stores';
import { vacancyDecider } from './vacancy';

/** A vacancy document as the staff API returns it: bookkeeping fields removed. */
export type VacancyView = Omit<Stored<VacancyDoc>, '_pos' | 'seq'>;

export async function getVacancy(s: Services, id: string): Promise<VacancyView> {
  const doc = await vacancyDocById(s.read, id);
  if (!doc) throw new NotFoundError(M.vacancyNotFound);
  const { _pos: _p, seq: _s, ...view } = doc;
  return view;
}

/**
 * POST /vacancies (the first save of an extra description). The store must be in the template's
 * city; the vacancy meta gets the creator, the store and the city's job-board area. Returns the id.
 */
export async function createVacancy(
  s: Services,
  input: VacancyInput,
  ctx: CommandContext,
  /** The city's job-board area (the staff route asks the job board; the static table by default). */
  areaOf: (cityId: string) => string | undefined | Promise<string | undefined> = areaIdOfCity,
): Promise<string> {
  const template = await vacancyTemplateDocById(s.read, input.templateId);
  if (!template) throw new NotFoundError(M.templateNotFound);
  const store = findStore(input.IStoreId);
  if (!store) throw new NotFoundError(M.storeNotFound);
  const cityId = template.dependenceId;
  if (store.param.cityId !== cityId) throw new RuleViolation(M.storeOutsideCity);
  const areaId = await areaOf(cityId);
  const { id } = await createWithNextId(s, VACANCIES.name, (newId) =>
    handleCommand(
      s.bus,
      vacancyDecider,
      newId,
      {
        type: 'CreateVacancy',
        id: newId,
        templateId: input.templateId,
        baseTemplateId: template.baseTemplateId,
        cityId,
        IStoreId: input.IStoreId,
        extraStandards: input.extraStandards,
        meta: { userId: ctx.actor.userId, IStoreId: input.IStoreId, ...(areaId ? { areaId } : {}) },
      },
      ctx,
      { expectedRevision: -1 },
    ),
  );
  return id;
}

/** PUT /vacancies/{id}: later saves of the extra description (a newer save after `revision`: 409). */
export async function changeExtraDescription(
  s: Services,
  id: string,
  extraStandards: string,
  ctx: CommandContext,
  revision?: number,
): Promise<VacancyView> {
  const seen = revision === undefined ? {} : { seenRevision: revision };
  const command = { type: 'ChangeExtraDescription' as const, extraStandards, ...seen };
  await handleCommand(s.bus, vacancyDecider, id, command, ctx);
  return getVacancy(s, id);
}

/**
 * Records a publication state change. For the own site this is the whole action (the public feed
 * follows the read model); a job-board adapter calls it after the board accepted the action, with
 * the board's link.
 */
export async function changePublication(
  s: Services,
  id: string,
  change: { service: VacancyService; action: PublicationAction; link?: string; externalId?: string },
  ctx: CommandContext,
): Promise<VacancyView> {
  const link = change.link ?? (change.service === OWN_SITE_SERVICE ? `/vacancies/${id}` : undefined);
  await handleCommand(s.bus, vacancyDecider, id, { type: 'ChangePublication', ...change, link }, ctx);
  return getVacancy(s, id);
}

/** A job board refused an action: kept in the vacancy's history and shown on its page. */
export async function recordPublicationFailure(
  s: Services,
  id: string,
  failure: { service: VacancyService; action: PublicationAction; message: string; status?: number },
  ctx: CommandContext,
): Promise<void> {
  await handleCommand(s.bus, vacancyDecider, id, { type: 'RecordPublicationFailure', ...failure }, ctx);
}
