import { isRecord } from '#events/core/json';
import { DOCUMENT_NOT_CREATED } from '#events/employment/events';
import { scrubPersonal } from '../../core/log-safe';
import { OneSError } from './port';

/**
 * 1C's answers in OneSError's terms. 1C refuses with
 * `{"odata.error":{"code":"…","message":{"lang":"ru","value":"…"}}}`; a web server in front of it
 * (Apache, IIS) answers 5xx pages of its own while the base is down or being updated.
 */

/** The code and text of an `odata.error` answer; null for any other body. */
export function odataErrorOf(body: unknown): { code: string; message: string } | null {
  const error = isRecord(body) ? body['odata.error'] : undefined;
  if (!isRecord(error)) return null;
  const message = error.message;
  const text = isRecord(message) ? message.value : message;
  return {
    code: typeof error.code === 'string' || typeof error.code === 'number' ? String(error.code) : '',
    message: typeof text === 'string' ? text : '',
  };
}

const RIGHTS = /нарушение прав доступа|недостаточно прав/i;

/**
 * The failure an HTTP answer of 1C means: 412 stale DataVersion; 401/403 (or 1C's 'Нарушение прав
 * доступа!') the service user's rights; a text containing 'документ не создан' (any case) the
 * document was not created; 5xx unavailable; any other 4xx rejected. 1C's text is kept (numbers and
 * dates masked: it may quote the candidate's data) so staff see what 1C said.
 */
export function oneSErrorOf(status: number, body: unknown): OneSError {
  const odata = odataErrorOf(body);
  const said = odata?.message ? scrubPersonal(odata.message).slice(0, 500) : '';
  const code = odata?.code || String(status);
  if (status === 412)
    return new OneSError(
      'stale',
      code,
      said || 'Документ изменен в 1С другим пользователем (версия данных устарела)',
    );
  if (status === 401 || status === 403 || RIGHTS.test(said))
    return new OneSError(
      'rights',
      code,
      `1С отказала в доступе пользователю интеграции${said ? `: ${said}` : ''}`,
    );
  if (said.toLowerCase().includes(DOCUMENT_NOT_CREATED)) return new OneSError('notCreated', code, said);
  if (status >= 500)
    return new OneSError('unavailable', code, `1С недоступна (ответ ${status})${said ? `: ${said}` : ''}`);
  return new OneSError('rejected', code, `1С отклонила запрос${said ? `: ${said}` : ` (ответ ${status})`}`);
}

/** No answer within the time given: for a write the outcome is unknown (look the document up). */
export function oneSTimeout(seconds: number, write: boolean): OneSError {
  return new OneSError('timeout', 'timeout', `1С не ответила за ${seconds} с`, write);
}

/** No connection at all (refused, reset, unknown host): 1C is down. */
export function oneSUnreachable(): OneSError {
  return new OneSError('unavailable', 'connection', '1С недоступна: сервер не отвечает на подключение');
}

/** A 2xx answer that is not the JSON 1C gives (a proxy's page): treated as 1C not really there. */
export function oneSMalformed(what: string): OneSError {
  return new OneSError('unavailable', 'malformed', `1С ответила не в формате OData (${what})`);
}
