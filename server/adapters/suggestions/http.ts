import { array, string, type as loose, unknown, validate } from 'superstruct';
import type { AddressData, BankData, MetroData, Suggestion, SuggestionsPort } from './port';
import { SUGGESTIONS, SuggestionsUnavailable } from './port';

/** What we read of a DaData answer: { suggestions: [{ value, unrestricted_value, data }] }. */
const Answer = loose({
  suggestions: array(loose({ value: string(), unrestricted_value: string(), data: unknown() })),
});

/**
 * A DaData-compatible suggestions service (SUGGESTIONS_URL, SUGGESTIONS_TOKEN): POST
 * {url}/suggestions/api/4_1/rs/suggest/{address|metro|bank} with `Authorization: Token …` and
 * { query, count }. Answers pass through as the service gives them; a timeout, a network failure or
 * an error status is SuggestionsUnavailable.
 */
export function createHttpSuggestions(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): SuggestionsPort {
  const base = options.url.replace(/\/+$/, '');
  const call = async <D>(kind: string, body: Record<string, unknown>): Promise<Suggestion<D>[]> => {
    let res: Response;
    try {
      res = await fetch(`${base}/suggestions/api/4_1/rs/suggest/${kind}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.token ? { authorization: `Token ${options.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? SUGGESTIONS.timeoutMs),
      });
    } catch (err) {
      throw new SuggestionsUnavailable(
        err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network',
      );
    }
    if (!res.ok) throw new SuggestionsUnavailable(`status ${res.status}`);
    const [error, answer] = validate(await res.json().catch(() => null), Answer);
    if (error) throw new SuggestionsUnavailable('unexpected answer');
    // The service's own shapes (port.ts mirrors them); fields we do not read pass through untouched.
    return answer.suggestions as Suggestion<D>[];
  };
  return {
    name: 'http',
    address: (query, count) => call<AddressData>('address', { query, count }),
    metro: (query, city, count) =>
      call<MetroData>('metro', { query, count, ...(city ? { filters: [{ city }] } : {}) }),
    bank: (query, count) => call<BankData>('bank', { query, count }),
  };
}
