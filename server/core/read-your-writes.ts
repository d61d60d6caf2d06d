import { AppError } from './errors';

/** A command's write landed, but the read models did not reach it in time (a lagging or stopped runner). */
export const PROJECTION_LAG =
  'Изменение сохранено, но ещё не отразилось в данных. Обновите страницу через несколько секунд.';

export class ProjectionLagError extends AppError {
  constructor(position: number) {
    super(503, PROJECTION_LAG, { position });
  }
}

export interface ProjectionProgress {
  readonly position: number;
  /** Resolves when the read models reach `position`, or after the timeout, or when stopped. */
  waitFor(position: number, timeoutMs?: number): Promise<void>;
}

/** Read-your-writes wait for a command's reply (5 s by default). */
export const READ_YOUR_WRITES_MS = 5000;

/**
 * Waits until the read models reflect `position`; past the timeout it fails clearly instead of
 * answering with read models that do not show the caller's own write (issue 16, item 1).
 */
export async function readYourWrites(
  runner: ProjectionProgress,
  position: number,
  timeoutMs = READ_YOUR_WRITES_MS,
): Promise<void> {
  await runner.waitFor(position, timeoutMs);
  if (runner.position < position) throw new ProjectionLagError(position);
}
