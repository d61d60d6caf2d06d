/** What the checks send an outside service about the candidate (never logged). */
export interface CheckPerson {
  lastname: string;
  firstname: string;
  secondname: string;
  /** 'ДД.ММ.ГГГГ'. */
  dateBirth: string;
  passportSeries?: string;
  passportNumber?: string;
  inn?: string;
}

export type CheckFailureReason = 'timeout' | 'failure' | 'malformed';

/**
 * An outside service did not give a usable answer: it timed out, failed (network, error status) or
 * answered something unreadable. The check records it (FSSP: CheckWithError); it never reaches the
 * user as a thrown error. The message carries no personal data.
 */
export class CheckServiceError extends Error {
  constructor(
    readonly reason: CheckFailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'CheckServiceError';
  }
}

/** Waits `ms`, or rejects as a timeout when the signal aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CheckServiceError('timeout', 'aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CheckServiceError('timeout', 'aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** fetch with the call's signal; a network error or abort becomes CheckServiceError, JSON parsed. */
export async function fetchJson(
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (err) {
    const aborted = init.signal.aborted || (err instanceof Error && err.name === 'TimeoutError');
    throw new CheckServiceError(aborted ? 'timeout' : 'failure', aborted ? 'no answer' : 'network');
  }
  const text = await res.text().catch(() => '');
  return { status: res.status, json: parseJson(text) };
}
