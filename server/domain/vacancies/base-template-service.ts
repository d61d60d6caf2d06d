import { SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions';
import { VACANCY_MESSAGES as M, type BaseTemplateInput } from '../../../events/vacancies';
import type { CommandContext } from '../../commands/decider';
import { handleCommand } from '../../commands/handler';
import { NotFoundError } from '../../errors';
import type { Services } from '../../services';
import { baseTemplateDecider } from './base-template';
import { createWithNextId, viewOf } from './ids';

/** Whether a position is the self-employed one; 404 when there is no such position. */
export async function isSelfEmployedPosition(s: Services, positionId: string): Promise<boolean> {
  const position = await s.read.get('positions', positionId);
  if (!position) throw new NotFoundError(M.positionNotFound);
  return position.title === SELF_EMPLOYED_POSITION_TITLE;
}

export async function getBaseTemplate(s: Services, id: string): Promise<Record<string, unknown>> {
  const doc = await s.read.get('baseTemplates', id);
  if (!doc) throw new NotFoundError(M.baseTemplateNotFound);
  return viewOf(doc);
}

/** POST /vacancies/templates/base: returns the created template (read your own write). */
export async function createBaseTemplate(
  s: Services,
  input: BaseTemplateInput,
  ctx: CommandContext,
): Promise<Record<string, unknown>> {
  const selfEmployed = await isSelfEmployedPosition(s, input.positionId);
  const { id } = await createWithNextId(s, 'baseTemplates', (newId) =>
    handleCommand(
      s.bus,
      baseTemplateDecider,
      newId,
      { type: 'CreateBaseTemplate', id: newId, input, selfEmployed },
      ctx,
      {
        expectedRevision: -1,
      },
    ),
  );
  return getBaseTemplate(s, id);
}

/** PUT /vacancies/templates/base/{id}: `revision` is the version the editor saw (optimistic lock). */
export async function updateBaseTemplate(
  s: Services,
  id: string,
  input: BaseTemplateInput,
  ctx: CommandContext,
  revision?: number,
): Promise<Record<string, unknown>> {
  const selfEmployed = await isSelfEmployedPosition(s, input.positionId);
  await handleCommand(
    s.bus,
    baseTemplateDecider,
    id,
    { type: 'UpdateBaseTemplate', input, selfEmployed },
    ctx,
    {
      expectedRevision: revision,
    },
  );
  return getBaseTemplate(s, id);
}
