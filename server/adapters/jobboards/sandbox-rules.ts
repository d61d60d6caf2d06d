import { setTimeout as delay } from 'node:timers/promises';
import type { JobBoardService, JobBoardVacancy } from './port';
import { SANDBOX_AREAS, SANDBOX_PROFESSIONAL_ROLES } from './sandbox-catalogue';

/** What the sandbox boards refuse, and how they misbehave on request. */

export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxApiError';
  }
}

const FAIL_MARK = '[fail]';
const SLOW_MARK = '[slow]';

/**
 * '[fail]' in the title: the board fails with a 500; '[slow]': it answers later than the adapter
 * waits (the wait ends early when `signal` aborts, so no timer outlives the call).
 */
export async function misbehaveOnRequest(
  title: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const lower = title.toLowerCase();
  if (lower.includes(SLOW_MARK)) await delay(timeoutMs + 5_000, undefined, { signal });
  if (lower.includes(FAIL_MARK)) {
    throw new SandboxApiError(
      500,
      'internal_error',
      'Внутренняя ошибка сервиса (в названии вакансии «[fail]»)',
    );
  }
}

/** The checks a real board makes before it publishes. */
export function validateSandboxVacancy(service: JobBoardService, vacancy: JobBoardVacancy): void {
  if (!vacancy.title.trim()) throw new SandboxApiError(400, 'bad_json_data', 'Не указано название вакансии');
  if (!isLeafArea(vacancy.areaId))
    throw new SandboxApiError(400, 'bad_json_data', 'Город публикации указан неверно');
  const known = new Set(SANDBOX_PROFESSIONAL_ROLES.flatMap((c) => c.roles.map((r) => r.id)));
  const unknown = vacancy.professionalRoleIds.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new SandboxApiError(400, 'bad_json_data', `Неизвестная профессиональная роль: ${unknown}`);
  }
  // hh requires a professional role; SuperJob's catalogues are optional.
  if (service === 'headhunter' && vacancy.professionalRoleIds.length === 0) {
    throw new SandboxApiError(400, 'bad_json_data', 'Укажите профессиональную роль вакансии');
  }
}

/** Vacancies go to cities (leaves of the area tree), not regions. */
function isLeafArea(id: string): boolean {
  const stack = [...SANDBOX_AREAS];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return (node.areas ?? []).length === 0;
    stack.push(...(node.areas ?? []));
  }
  return false;
}
