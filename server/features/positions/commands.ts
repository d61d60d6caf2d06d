import { POSITION_KIND, type PositionInput, type PositionView } from '#events/positions/events';
import { conflictFrom, handleCommand } from '../../core/command-handler';
import { KeyedQueue } from '../../core/keyed-queue';
import { NotFoundError, ValidationError } from '../../core/errors';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { positionDecider } from './decider';
import { createWithNextId } from '../../core/ids';
import { POSITIONS } from '#events/positions/collections';
import { positionsByIds } from '#projections/positions/queries';

/** Saves of the positions list, one at a time in this process: checks and writes are one step. */
const saves = new KeyedQueue();

/**
 * Saves a list of positions, one command per position. New rows get the next numeric code; rows
 * with a revision are checked against it so a concurrent edit is refused with who made it. Every
 * named row is checked (named once, exists, revision) before any row is written, and saves run one
 * after another, so a bad row saves nothing and no other save slips in between check and writes.
 */
export function savePositions(
  s: Services,
  rows: PositionInput[],
  ctx: CommandContext,
): Promise<PositionView[]> {
  return saves.run('positions', () => checkAndSave(s, rows, ctx));
}

async function checkAndSave(
  s: Services,
  rows: PositionInput[],
  ctx: CommandContext,
): Promise<PositionView[]> {
  const named = new Set<string>();
  for (const row of rows) {
    if (!row.id) continue;
    if (named.has(row.id))
      throw new ValidationError(`Поле «список должностей»: должность ${row.id} указана дважды`, 'positions');
    named.add(row.id);
    const history = await s.events.readStream(`${POSITION_KIND}-${row.id}`);
    if (history.length === 0) throw new NotFoundError('Должность не найдена');
    if (row.revision !== undefined && row.revision !== (history.at(-1)?.revision ?? -1)) {
      throw conflictFrom(history, row.revision);
    }
  }
  const saved: string[] = [];
  for (const row of rows) {
    if (row.id) {
      await handleCommand(s.bus, positionDecider, row.id, { type: 'UpdatePosition', input: row }, ctx, {
        expectedRevision: row.revision,
      });
      saved.push(row.id);
    } else {
      const { id } = await createWithNextId(s, POSITIONS.name, (id) =>
        handleCommand(s.bus, positionDecider, id, { type: 'CreatePosition', id, input: row }, ctx, {
          expectedRevision: -1,
        }),
      );
      saved.push(id);
    }
  }
  return positionsByIds(s.read, saved);
}
