import type { TemplateConflictDetails } from '#events/vacancies/templates';
import { AppError, ConcurrencyError } from '../../core/errors';
import type { Services } from '../../core/services';

/** A 409 on a template save: who changed it, when, and `current`, the values it has now. */
export class TemplateConflictError<T> extends AppError {
  constructor(
    cause: ConcurrencyError,
    readonly current: T | null,
  ) {
    const details: TemplateConflictDetails<T> = {
      changedBy: cause.changedBy,
      changedAt: cause.changedAt,
      actualRevision: cause.actualRevision,
      current,
    };
    super(409, cause.message, { ...details });
  }
}

/**
 * Runs a save with a revision. When someone saved first (a stale revision), waits until the read
 * model shows their change and refuses with the current values, so the editor can show them: the
 * second save never silently overwrites the first.
 */
export async function refuseStaleWithCurrent<T, V>(
  s: Services,
  streamId: string,
  current: () => Promise<V | null>,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (!(err instanceof ConcurrencyError)) throw err;
    const last = (await s.events.readStream(streamId)).at(-1);
    if (last) await s.bus.waitForProjections(last.position);
    throw new TemplateConflictError(err, await current());
  }
}
