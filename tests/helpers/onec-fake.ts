import { OneSError } from '#server/adapters/onec/port';
import { OneSStandIn } from './onec-standin';
import { useHireSettings, useOneSPort } from '#server/features/employment/ports';
import type { Services } from '#server/core/services';

/** The tests' in-memory 1C (tests/helpers/onec-standin.ts) with failures and 1C users' edits injected. */
export class FakeOneS extends OneSStandIn {}

export const oneSDown = () => new OneSError('unavailable', 'ECONNREFUSED', '1С недоступна');
export const notCreated = () => new OneSError('notCreated', 'NotCreated', 'Ошибка 1С: документ не создан');
export const noRights = () => new OneSError('rights', '403', 'Недостаточно прав для проведения документа');

/** Puts a fresh fake 1C behind a running server and makes the worker fast (tens of ms). */
export function fakeOneS(s: Services, options: ConstructorParameters<typeof OneSStandIn>[0] = {}): FakeOneS {
  const port = new FakeOneS(options);
  useOneSPort(s, port);
  useHireSettings(s, { pollMs: 30, reconcileMs: 60_000, checkTimeoutMs: 5_000, backoffMs: [60] });
  return port;
}
