import { POSITION_KIND, type PositionInput, type PositionView } from '#events/positions/events';
import { conflictFrom, handleCommand } from '../../core/command-handler';
import { KeyedQueue } from '../../core/keyed-queue';
import { NotFoundError, ValidationError } from '../../core/errors';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { positionDecider, type PositionCommand, type PositionState } from './decider';
import { positionState, reserveTitle } from './title-reservation';
import { releaseKey, type UniqueKey } from '../../core/reservations';
import { createWithNextId } from '../../core/ids';
import { POSITIONS } from '#events/positions/collections';
import { positionTitles, positionsByIds, type PositionTitles } from '#projections/positions/queries';

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

/**
 * The save itself, without the in-process queue: what two API nodes do at once. Exported for the
 * race test; everything else calls savePositions.
 */
export async function checkAndSave(
  s: Services,
  rows: PositionInput[],
  ctx: CommandContext,
): Promise<PositionView[]> {
  const named = new Set<string>();
  const states = new Map<string, PositionState>();
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
    states.set(row.id, await positionState(s, row.id));
  }
  const existing = await positionTitles(s.read);
  // Every row is checked before any is written: a taken title saves nothing.
  rows.forEach((row, i) => {
    const others = otherTitles(existing, rows, i);
    const state = row.id ? states.get(row.id) : undefined;
    const command: PositionCommand = state
      ? { type: 'UpdatePosition', input: row, otherTitles: others }
      : { type: 'CreatePosition', id: '', input: row, otherTitles: others };
    positionDecider.decide(command, state ?? positionDecider.initialState(), ctx);
  });
  const saved: string[] = [];
  for (const [i, row] of rows.entries()) {
    const others = otherTitles(existing, rows, i);
    const current = row.id ? states.get(row.id) : undefined;
    if (row.id && current) {
      await reserveTitle(s, row.id, row, current, ctx, ctx.newId());
      const command = { type: 'UpdatePosition' as const, input: row, otherTitles: others };
      await handleCommand(s.bus, positionDecider, row.id, command, ctx, { expectedRevision: row.revision });
      saved.push(row.id);
    } else {
      saved.push(await createPosition(s, row, others, ctx));
    }
  }
  return positionsByIds(s.read, saved);
}

/**
 * The titles the row must differ from: the other positions as they will be after this save. Of
 * the positions outside the save only those with the row's own title can be the same one, so only
 * they are named (the decider compares them all the same way).
 */
function otherTitles(existing: PositionTitles, rows: PositionInput[], index: number): string[] {
  const inSave = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  return [
    ...existing
      .sameAs(rows[index]!.title)
      .filter((p) => !inSave.has(p.id))
      .map((p) => p.title),
    ...rows.filter((_, i) => i !== index).map((row) => row.title),
  ];
}

/** A new position under the next code, its title reserved first (and given back if it never lands). */
async function createPosition(
  s: Services,
  row: PositionInput,
  others: string[],
  ctx: CommandContext,
): Promise<string> {
  const claim = ctx.newId();
  let reserved: { id: string; key: UniqueKey } | undefined;
  const { id } = await createWithNextId(s, POSITIONS.name, async (id) => {
    const key = await reserveTitle(s, id, row, positionDecider.initialState(), ctx, claim);
    if (key) reserved = { id, key };
    return handleCommand(
      s.bus,
      positionDecider,
      id,
      { type: 'CreatePosition', id, input: row, otherTitles: others },
      ctx,
      { expectedRevision: -1 },
    );
  }).catch(async (err: unknown) => {
    const stream = reserved && (await s.events.readStream(`${POSITION_KIND}-${reserved.id}`));
    if (reserved && stream?.length === 0) await releaseKey(s, reserved.key, reserved.id, ctx);
    throw err;
  });
  return id;
}
