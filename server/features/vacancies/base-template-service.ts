import { SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';
import { BASE_TEMPLATE_KIND, VACANCY_MESSAGES as M, type BaseTemplateInput } from '#events/vacancies/events';
import { TEMPLATE_MESSAGES, type BaseTemplateView } from '#events/vacancies/templates';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { KeyedQueue } from '../../core/keyed-queue';
import {
  holderState,
  KeyTakenError,
  releaseKey,
  reserveKey,
  type HolderState,
} from '../../core/reservations';
import { NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { baseTemplateDecider } from './base-template';
import { checkProfessionalRoles } from './base-template-roles';
import { createWithNextId } from '../../core/ids';
import { BASE_TEMPLATES } from '#events/vacancies/collections';
import { refuseStaleWithCurrent } from './template-conflict';
import {
  allBaseTemplates,
  baseTemplateById,
  baseTemplateCountOfPosition,
  positionDocById,
} from '#projections/vacancies/queries';

/** Whether a position is the self-employed one; 404 when there is no such position. */
export async function isSelfEmployedPosition(s: Services, positionId: string): Promise<boolean> {
  const position = await positionDocById(s.read, positionId);
  if (!position) throw new NotFoundError(M.positionNotFound);
  return position.title === SELF_EMPLOYED_POSITION_TITLE;
}

export async function getBaseTemplate(s: Services, id: string): Promise<BaseTemplateView> {
  const view = await baseTemplateById(s.read, id);
  if (!view) throw new NotFoundError(M.baseTemplateNotFound);
  return view;
}

/** GET /vacancies/templates/base: every base template (one per position), by position title. */
export async function listBaseTemplates(s: Services): Promise<BaseTemplateView[]> {
  return (await allBaseTemplates(s.read)).sort(
    (a, b) => a.position.title.localeCompare(b.position.title, 'ru') || a.id.localeCompare(b.id),
  );
}

/**
 * POST /vacancies/templates/base: returns the created template (read your own write). A position
 * has one base template: the screen loads it for editing instead of creating another.
 */
export async function createBaseTemplate(
  s: Services,
  input: BaseTemplateInput,
  ctx: CommandContext,
): Promise<BaseTemplateView> {
  const selfEmployed = await isSelfEmployedPosition(s, input.positionId);
  await checkProfessionalRoles(s, input.hhProfessionalRoles);
  // Check and create as one step per position: two creates at once cannot both pass.
  const id = await baseTemplateCreates.run(input.positionId, async () => {
    if ((await baseTemplateCountOfPosition(s.read, input.positionId)) > 0) {
      throw new RuleViolation(TEMPLATE_MESSAGES.baseTemplateExists);
    }
    const unique = { kind: 'base-template-position', value: input.positionId };
    let reserved: string | undefined;
    const claim = ctx.newId();
    const created = await createWithNextId(s, BASE_TEMPLATES.name, async (newId) => {
      const command = { type: 'CreateBaseTemplate' as const, id: newId, input, selfEmployed };
      // The rules first (pure): a refused create writes nothing, not even a reservation.
      baseTemplateDecider.decide(command, baseTemplateDecider.initialState(), ctx);
      // Reserved in the event store first: another server creating one for the position loses here.
      try {
        await reserveKey(s, unique, newId, (holder) => templateState(s, holder), ctx, claim);
      } catch (err) {
        if (err instanceof KeyTakenError) throw new RuleViolation(TEMPLATE_MESSAGES.baseTemplateExists);
        throw err;
      }
      reserved = newId;
      return handleCommand(s.bus, baseTemplateDecider, newId, command, ctx, { expectedRevision: -1 });
    }).catch(async (err: unknown) => {
      if (reserved && (await templateState(s, reserved)) === 'missing')
        await releaseKey(s, unique, reserved, ctx);
      throw err;
    });
    return created.id;
  });
  return getBaseTemplate(s, id);
}

const baseTemplateCreates = new KeyedQueue();

/** Base templates are never deleted: one whose stream exists keeps its position. */
const templateState = (s: Services, id: string): Promise<HolderState> =>
  holderState(s, `${BASE_TEMPLATE_KIND}-${id}`, () => false);

/**
 * PUT /vacancies/templates/base/{id}: `revision` is the version the editor saw (optimistic lock);
 * a stale one is refused with 409 carrying the current template.
 */
export async function updateBaseTemplate(
  s: Services,
  id: string,
  input: BaseTemplateInput,
  ctx: CommandContext,
  revision?: number,
): Promise<BaseTemplateView> {
  await getBaseTemplate(s, id);
  const selfEmployed = await isSelfEmployedPosition(s, input.positionId);
  await checkProfessionalRoles(s, input.hhProfessionalRoles);
  await refuseStaleWithCurrent(
    s,
    `${BASE_TEMPLATE_KIND}-${id}`,
    () => getBaseTemplate(s, id).catch(() => null),
    () =>
      handleCommand(
        s.bus,
        baseTemplateDecider,
        id,
        { type: 'UpdateBaseTemplate', input, selfEmployed },
        ctx,
        { expectedRevision: revision },
      ),
  );
  return getBaseTemplate(s, id);
}
