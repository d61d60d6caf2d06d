import {
  array,
  enums,
  number,
  optional,
  string,
  type as loose,
  unknown,
  validate,
  type Struct,
} from 'superstruct';
import { CheckServiceError, fetchJson, type CheckPerson } from '../checks/port';
import type { FsspFinding, FsspPort, FsspTaskStatus } from './port';

const Envelope = loose({ status: enums(['success', 'error']), response: optional(unknown()) });
const Task = loose({ task: string() });
/** The task's status: 0 done, 1 not started, 2 in progress, 3 failed. */
const Status = loose({ status: enums([0, 1, 2, 3]) });
const Proceeding = loose({
  exe_production: string(),
  subject: optional(string()),
  debtBalanceEp: number(),
  debtBalanceDuty: number(),
  debtBalanceOther: number(),
  debtBalanceFine: number(),
});
const Result = loose({ status: enums([0, 1, 2, 3]), result: array(loose({ result: array(Proceeding) })) });

/**
 * The bailiff service over HTTP (FSSP_API_URL, FSSP_API_TOKEN), in the FSSP API's shapes:
 * GET /search/physical?token&region&lastname&firstname&secondname&birthdate → {status, response:{task}};
 * GET /status?token&task → {response:{status}}; GET /result?token&task → {response:{status, result:
 * [{result:[proceedings with the four debt fields]}]}}. Query strings hold personal data: never logged.
 */
export function createHttpFssp(options: { url: string; token: string }): FsspPort {
  const base = options.url.replace(/\/+$/, '');
  const get = async (path: string, query: Record<string, string>, signal: AbortSignal): Promise<unknown> => {
    const params = new URLSearchParams({ token: options.token, ...query });
    const { status, json } = await fetchJson(`${base}${path}?${params.toString()}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal,
    });
    if (status >= 500 || status === 429) throw new CheckServiceError('failure', `status ${status}`);
    const [error, envelope] = validate(json, Envelope);
    if (error) throw new CheckServiceError('malformed', path);
    if (envelope.status === 'error' || status >= 400)
      throw new CheckServiceError('failure', `status ${status}`);
    return envelope.response;
  };
  const read = <T, S>(value: unknown, schema: Struct<T, S>, what: string): T => {
    const [error, parsed] = validate(value, schema);
    if (error) throw new CheckServiceError('malformed', what);
    return parsed;
  };
  return {
    name: 'fssp',
    async searchPhysical(person: CheckPerson, signal) {
      const response = await get(
        '/search/physical',
        {
          region: '-1',
          lastname: person.lastname,
          firstname: person.firstname,
          secondname: person.secondname,
          birthdate: person.dateBirth,
        },
        signal,
      );
      return { task: read(response, Task, 'task').task };
    },
    async status(task, signal): Promise<FsspTaskStatus> {
      const { status } = read(await get('/status', { task }, signal), Status, 'status');
      return status === 0 ? 'done' : status === 3 ? 'error' : 'pending';
    },
    async result(task, signal): Promise<FsspFinding> {
      const response = read(await get('/result', { task }, signal), Result, 'result');
      if (response.status === 3) throw new CheckServiceError('failure', 'task failed');
      const all = response.result.flatMap((r) => r.result);
      const sum = (f: keyof Omit<FsspProceeding, 'exe_production' | 'subject'>) =>
        all.reduce((total, p) => total + p[f], 0);
      return {
        debtBalanceEp: sum('debtBalanceEp'),
        debtBalanceDuty: sum('debtBalanceDuty'),
        debtBalanceOther: sum('debtBalanceOther'),
        debtBalanceFine: sum('debtBalanceFine'),
        proceedings: all.map((p) => (p.subject ? `${p.exe_production}: ${p.subject}` : p.exe_production)),
      };
    },
  };
}

interface FsspProceeding {
  exe_production: string;
  subject?: string;
  debtBalanceEp: number;
  debtBalanceDuty: number;
  debtBalanceOther: number;
  debtBalanceFine: number;
}
