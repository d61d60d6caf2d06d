import { streamIdOf } from '#events/core/envelope';
import {
  OWN_SITE_SERVICE,
  VACANCY_KIND,
  VACANCY_MESSAGES as M,
  type PublicationAction,
  type PublicationStatus,
  type VacancyService,
  type VacancyStreamEvent,
} from '#events/vacancies/events';
import type { PublicationStateView, PublishAnswer, StaffPublication } from '#events/publication/views';
import {
  JobBoardAuthRequired,
  JobBoardError,
  JobBoardTimeout,
  type JobBoard,
  type JobBoardAccess,
  type JobBoardService,
} from '../../adapters/jobboards/port';
import type { AccessClaims } from '../../auth/tokens';
import type { CommandContext } from '../../core/decider';
import { fold } from '../../core/decider';
import { asEventsOf } from '../../core/command-handler';
import { NotFoundError, RuleViolation } from '../../core/errors';
import { vacancyDocById } from '#projections/vacancies/staff-queries';
import type { Services } from '../../core/services';
import { accessFor, pendingSignIn } from './board-signin';
import { cityNameOf, toBoardVacancy } from './board-vacancy';
import { sourcesOfVacancy } from '#projections/vacancies/queries';
import { readVacancyFor } from '../vacancies';
import { assertPublicationAllowed, vacancyDecider, type VacancyState } from '../vacancies';
import { changePublication, getVacancy, recordPublicationFailure } from '../vacancies';
import { describeForLog } from '../../core/log-safe';
import { log } from '../../core/logger';

/**
 * The publish action (spec part 1, sections 4 and 7): publish / close / delete on a job board or
 * the own site. The decider's rules are checked before a board is called, so a refused action
 * never reaches it; the 'published' (closed, deleted) event is appended only after the board
 * accepted, so nothing is half-published; a board's refusal or timeout is recorded as
 * VacancyPublicationFailed (the status stays) and answered with its message and status.
 */

/** One action per vacancy and service at a time, so a double click cannot publish twice. */
const inFlight = new Map<string, Promise<unknown>>();

function serialized<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  inFlight.set(key, settled);
  void settled.then(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return next;
}

async function loadState(s: Services, id: string): Promise<VacancyState> {
  const history = await s.events.readStream(streamIdOf(VACANCY_KIND, id));
  return fold(vacancyDecider, asEventsOf<VacancyStreamEvent>(history));
}

export async function runPublicationAction(
  s: Services,
  user: AccessClaims,
  id: string,
  request: { service: VacancyService; action: PublicationAction },
  ctx: CommandContext,
  /** The browser's sign-in key (see pendingSignIn): a sign-in it asks for is bound to it. */
  browserKey: string,
): Promise<PublishAnswer> {
  const { service, action } = request;
  await readVacancyFor(s, user, id); // 404, or 403 for another store's vacancy
  return serialized(`${id}:${service}`, async () => {
    const state = await loadState(s, id);
    assertPublicationAllowed(state, service, action);
    const boardService = jobBoardOf(service);
    if (boardService === null) {
      await changePublication(s, id, { service, action }, ctx);
      return done(s, id, service, action);
    }
    const board = s.jobBoards[boardService];
    const access = accessFor(s, user.userId, board.service);
    let outcome: BoardOutcome;
    try {
      outcome = await callBoard(s, board, access, state, id, action);
    } catch (err) {
      if (err instanceof JobBoardAuthRequired) {
        const redirectURL = pendingSignIn(s, user.userId, access, err, browserKey);
        return { code: 401, service, redirectURL, message: err.message };
      }
      if (err instanceof JobBoardError || err instanceof JobBoardTimeout) {
        await recordPublicationFailure(
          s,
          id,
          { service, action, message: err.message, status: err.status },
          ctx,
        );
      }
      throw err;
    }
    try {
      await changePublication(s, id, { service, action, ...outcome }, ctx);
    } catch (err) {
      // The board did it but the event could not be appended: say so loudly for a manual fix.
      log.error(
        `publication ${service} ${action} of vacancy ${id} done on the board, not recorded: ${JSON.stringify(outcome)}: ${describeForLog(err)}`,
      );
      throw err;
    }
    return done(s, id, service, action);
  });
}

/** The job board of a service; null for the own site, which needs no board. */
function jobBoardOf(service: VacancyService): JobBoardService | null {
  return service === OWN_SITE_SERVICE ? null : service;
}

interface BoardOutcome {
  link?: string;
  externalId?: string;
}

/**
 * Publish: a first publication is created; a published or closed one is published again (hh
 * prolongs a published vacancy in place and publishes a closed one anew under a NEW id, which is
 * kept from then on). Close archives, delete removes (boards delete only archived vacancies).
 */
async function callBoard(
  s: Services,
  board: JobBoard,
  access: JobBoardAccess,
  state: VacancyState,
  id: string,
  action: PublicationAction,
): Promise<BoardOutcome> {
  const externalId = state.publications[board.service]?.externalId;
  if (action !== 'publish') {
    if (!externalId) throw new RuleViolation(`Вакансия не найдена на ${board.title}`);
    if (action === 'close') await board.archive(access, externalId);
    else await board.remove(access, externalId);
    return {};
  }
  const vacancy = await boardVacancyOf(s, board, state, id);
  const published = externalId
    ? await board.republish(access, externalId, vacancy).catch((err: unknown) => {
        // The board no longer knows the vacancy (removed there by hand): publish it anew.
        if (err instanceof JobBoardError && err.boardStatus === 404) return board.publish(access, vacancy);
        throw err;
      })
    : await board.publish(access, vacancy);
  return { link: published.link, externalId: published.externalId };
}

/** hh's area is the vacancy meta's; SuperJob's ids differ, so its own directory is asked by city name. */
async function boardVacancyOf(s: Services, board: JobBoard, state: VacancyState, id: string) {
  const doc = await vacancyDocById(s.read, id);
  if (!doc) throw new NotFoundError(M.vacancyNotFound);
  const areaId = board.service === 'headhunter' ? state.meta?.areaId : await board.findArea(cityNameOf(doc));
  if (!areaId) throw new RuleViolation(M.areaNotFound);
  // The listing links back to our page with its source; the sandboxes live on our own site.
  const publicUrl = board.kind === 'sandbox' ? '' : s.config.publicUrl;
  return toBoardVacancy(board.service, await sourcesOfVacancy(s.read, doc), areaId, publicUrl);
}

async function done(
  s: Services,
  id: string,
  service: VacancyService,
  action: PublicationAction,
): Promise<PublishAnswer> {
  const vacancy = await getVacancy(s, id);
  const publication = vacancy.publications[service];
  const status = publication?.status ?? STATUS_AFTER[action];
  return {
    code: 200,
    service,
    action,
    status,
    link: publication?.link ?? null,
    message: JSON.stringify({ ...vacancy, status }),
  };
}

const STATUS_AFTER: Record<PublicationAction, PublicationStatus> = {
  publish: 'published',
  close: 'closed',
  delete: 'deleted',
};

/** GET /vacancies/publication/{id}: every service's publication, last failures, the user's sign-ins. */
export async function publicationState(
  s: Services,
  user: AccessClaims,
  id: string,
): Promise<PublicationStateView> {
  const doc = await readVacancyFor(s, user, id);
  const stored = doc.publications;
  const publications = {
    headhunter: stored.headhunter ?? null,
    site: stored.site ?? null,
    superjob: stored.superjob ?? null,
  } satisfies Record<VacancyService, StaffPublication | null>;
  const signedIn = (service: JobBoardService) => s.boardAccounts.tokens(user.userId, service) !== null;
  return {
    id: doc._id,
    publications,
    failures: doc.failures,
    accounts: { headhunter: signedIn('headhunter'), superjob: signedIn('superjob') },
  };
}
