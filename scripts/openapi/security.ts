import { OWN_FILE_HEADERS } from '#events/questionnaire/own';
import { AS_OF_HEADER, AS_OF_RECORD_HEADER } from '#events/history/api';
import {
  ForbiddenError,
  NotFoundError,
  RuleViolation,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/core/errors';
import type { SourceRoute } from './route-source';
import type { JsonSchema } from './struct-schema';

/**
 * Staff sign in with POST /login and send the access token as a bearer token. Candidates have no
 * login: their own questionnaire's link (number and secret) and the token of the confirmed phone
 * travel in the body of their calls, and in these headers for file uploads and downloads
 * (events/questionnaire/own.ts), so they never land in URLs or access logs.
 */
export const SECURITY_SCHEMES: JsonSchema = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "The access token of POST /login (renewed with POST /refresh). Time travel: the '" +
      `${AS_OF_HEADER}' and '${AS_OF_RECORD_HEADER}' headers answer reads as of a past position.`,
  },
  candidateEditId: {
    type: 'apiKey',
    in: 'header',
    name: OWN_FILE_HEADERS.id,
    description: "The number of the candidate's questionnaire, from the edit link.",
  },
  candidateEditToken: {
    type: 'apiKey',
    in: 'header',
    name: OWN_FILE_HEADERS.token,
    description: "The secret of the candidate's edit link.",
  },
  candidatePhoneToken: {
    type: 'apiKey',
    in: 'header',
    name: OWN_FILE_HEADERS.phoneToken,
    description: 'The token POST /questionnaire/own/confirm-code gives once the SMS code is confirmed.',
  },
};

/** The guards of server/http/guard.ts and the features' own (they all start from the bearer token). */
const STAFF_GUARD =
  /^(userOf|requireArea)$|(User|Staff|Admin|Employer|Reader|Viewer|Signer|Auditor|Hr)(Of)?$/;

/** Who may call a route, read from what its handler calls (public routes call no staff guard). */
export function securityOf(route: SourceRoute): JsonSchema[] {
  if (route.inputs.some((input) => input.source === 'header'))
    return [{ candidateEditId: [], candidateEditToken: [], candidatePhoneToken: [] }];
  return route.calls.some((name) => STAFF_GUARD.test(name)) ? [{ bearer: [] }] : [];
}

const error = (description: string, message: string): JsonSchema => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { statusCode: Number(description.slice(0, 3)), message },
    },
  },
});

/** The error answers, each with its Russian message as the server writes it. */
export const ERROR_RESPONSES: JsonSchema = {
  BadRequest: error(
    '400: the input is refused; the message names the field, details.field is its path',
    'Поле «название» обязательно',
  ),
  Unauthorized: error('401: no token, or the session is over', new UnauthorizedError().message),
  Forbidden: error('403: the role may not do this', new ForbiddenError().message),
  NotFound: error('404: no such record (or API method)', new NotFoundError().message),
  Conflict: error(
    '409: someone changed the record since it was read; details name who and when',
    'Запись изменил другой пользователь',
  ),
  RuleViolation: error(
    '422: a business rule refused the command',
    new RuleViolation('Действие недоступно').message,
  ),
  TooManyRequests: error(
    '429: a limit was reached; Retry-After says when to retry',
    new TooManyRequestsError().message,
  ),
  ServerError: error(
    '500: an unexpected failure (nothing of it is shown)',
    'Внутренняя ошибка сервера. Попробуйте позже.',
  ),
};

/** The error answers a route may give. */
export function errorResponsesOf(route: { takesInput: boolean; secured: boolean }): JsonSchema {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    ...(route.takesInput ? { 400: ref('BadRequest') } : {}),
    ...(route.secured ? { 401: ref('Unauthorized'), 403: ref('Forbidden') } : {}),
    404: ref('NotFound'),
    409: ref('Conflict'),
    422: ref('RuleViolation'),
    429: ref('TooManyRequests'),
    '4XX': {
      description: 'Any other refusal',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    500: ref('ServerError'),
    '5XX': {
      description: 'An outside service is unavailable (502) or a shared store is unreachable (503)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  };
}
