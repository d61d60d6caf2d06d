import { POSITION_KIND, type PositionInput } from '#events/positions/events';
import { POSITION_TITLE_TAKEN, positionTitleKey, titleMustBeUnique } from '#events/positions/titles';
import { asEventsOf } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { fold } from '../../core/decider';
import { ValidationError } from '../../core/errors';
import { holderState, KeyTakenError, reserveKey, type UniqueKey } from '../../core/reservations';
import type { Services } from '../../core/services';
import { positionDecider, type PositionState } from './decider';

/** One position per title (compared by positionTitleKey) across every API node. */
export const titleKey = (title: string): UniqueKey => ({
  kind: 'position-title',
  value: positionTitleKey(title),
});

export async function positionState(s: Pick<Services, 'events'>, id: string): Promise<PositionState> {
  const history = await s.events.readStream(`${POSITION_KIND}-${id}`);
  return fold(positionDecider, asEventsOf(history));
}

/**
 * A position holds its title's key while its current title still has that key: a renamed position
 * gives its old title up without a release (so a crash between rename and release loses nothing).
 */
function holderOf(s: Services, key: UniqueKey) {
  return (holder: string) =>
    holderState(
      s,
      `${POSITION_KIND}-${holder}`,
      (events) => positionTitleKey(fold(positionDecider, asEventsOf(events)).title) !== key.value,
    );
}

/**
 * Reserves `row`'s title for position `id` when the title's key is new to it (a create, or a
 * rename to another title); two saves of the same title at once on two nodes: one wins, the other
 * is refused with the title message.
 */
export async function reserveTitle(
  s: Services,
  id: string,
  row: PositionInput,
  current: PositionState,
  ctx: CommandContext,
  claim: string,
): Promise<UniqueKey | null> {
  if (!titleMustBeUnique(row.title)) return null;
  if (current.exists && positionTitleKey(current.title) === positionTitleKey(row.title)) return null;
  const key = titleKey(row.title);
  try {
    await reserveKey(s, key, id, holderOf(s, key), ctx, claim);
  } catch (err) {
    if (err instanceof KeyTakenError) throw new ValidationError(POSITION_TITLE_TAKEN, 'title');
    throw err;
  }
  return key;
}
