import { asRecord, asString, type BoardResponse } from './http';
import {
  addressLine,
  composeDescription,
  HH_EMPLOYMENT,
  HH_EXPERIENCE,
  HH_SCHEDULE,
  hhPhone,
  type AreaNode,
} from './mapping';
import type { JobBoardVacancy, ProfessionalRoleCategory } from './port';

/** hh's wire format: the vacancy body, its directories, its error answers. */

/** 401, or hh's 403 with an error of type 'oauth' (bad_authorization, token_expired, token_revoked). */
export function isTokenRejected(res: BoardResponse): boolean {
  if (res.status === 401) return true;
  const errors = asRecord(res.body).errors;
  return res.status === 403 && Array.isArray(errors) && errors.some((e) => asRecord(e).type === 'oauth');
}

/**
 * The POST/PUT body. `type` and `billing_type` only on creation (hh refuses billing_type mixed
 * with other fields on edit). hh takes exactly one professional role per vacancy; the first wins.
 * The address goes into the description: hh's `address.id` must be one of the employer's saved
 * addresses, which we do not keep.
 */
export function vacancyBody(
  vacancy: JobBoardVacancy,
  /** The billing type on creation; undefined on edit. */
  billingType: string | undefined,
): Record<string, unknown> {
  const role = vacancy.professionalRoleIds[0];
  const phone = vacancy.contacts?.phone ? hhPhone(vacancy.contacts.phone) : undefined;
  return {
    name: vacancy.title,
    description: composeDescription(vacancy.sections, addressLine(vacancy.address)),
    area: { id: vacancy.areaId },
    ...(role ? { professional_roles: [{ id: role }] } : {}),
    salary: vacancy.salary
      ? {
          from: vacancy.salary.from,
          to: vacancy.salary.to,
          currency: vacancy.salary.currency,
          ...(vacancy.salary.gross === undefined ? {} : { gross: vacancy.salary.gross }),
        }
      : null,
    ...(vacancy.experience ? { experience: { id: HH_EXPERIENCE[vacancy.experience] } } : {}),
    ...(vacancy.schedule ? { schedule: { id: HH_SCHEDULE[vacancy.schedule] } } : {}),
    ...(vacancy.occupation ? { employment: { id: HH_EMPLOYMENT[vacancy.occupation] } } : {}),
    ...(vacancy.contacts?.name
      ? {
          contacts: {
            name: vacancy.contacts.name,
            ...(vacancy.contacts.email ? { email: vacancy.contacts.email } : {}),
            ...(phone ? { phones: [phone] } : {}),
          },
        }
      : {}),
    ...(vacancy.code ? { code: vacancy.code } : {}),
    ...(billingType ? { type: { id: 'open' }, billing_type: { id: billingType } } : {}),
  };
}

export function idFromLocation(location: string | null): string | undefined {
  return location ? /\/vacancies\/([^/?#]+)/.exec(location)?.[1] : undefined;
}

export function toCategory(raw: unknown): ProfessionalRoleCategory {
  const category = asRecord(raw);
  const roles = Array.isArray(category.roles) ? category.roles : [];
  return {
    id: asString(category.id) ?? '',
    name: asString(category.name) ?? '',
    roles: roles.map((r) => ({ id: asString(asRecord(r).id) ?? '', name: asString(asRecord(r).name) ?? '' })),
  };
}

export function toAreaNode(raw: unknown): AreaNode {
  const area = asRecord(raw);
  const children = Array.isArray(area.areas) ? area.areas : [];
  return { id: asString(area.id) ?? '', name: asString(area.name) ?? '', areas: children.map(toAreaNode) };
}

/**
 * Russian messages for hh's error answers (docs/errors.md): `{ errors: [{ type, value, reason?,
 * description? }] }` for the API, `{ error, error_description }` for the token endpoint. hh's own
 * `description` (Russian, for users) is used when present; known types get our wording; anything
 * else says which code came back.
 */

const TYPE_VALUE_MESSAGES: Record<string, string> = {
  'vacancies/not_enough_purchased_services':
    'На HeadHunter недостаточно оплаченных услуг для публикации вакансии',
  'vacancies/quota_exceeded': 'Закончилась квота менеджера HeadHunter на публикацию вакансий',
  'vacancies/duplicate': 'Такая вакансия уже опубликована на HeadHunter',
  'vacancies/creation_forbidden': 'Публикация вакансий на HeadHunter недоступна этому менеджеру',
  'vacancies/unavailable_for_archived': 'Вакансия на HeadHunter в архиве, её нельзя изменить',
  'vacancies/conflict_changes': 'HeadHunter не принял одновременное изменение этих полей вакансии',
  'bad_user_agent/unset': 'HeadHunter отклонил запрос: не указан заголовок HH-User-Agent',
  'bad_user_agent/blacklisted': 'HeadHunter отклонил запрос: заголовок HH-User-Agent заблокирован',
  'api_access_payment/action_must_be_payed': 'Метод API HeadHunter не оплачен',
};

const TYPE_MESSAGES: Record<string, string> = {
  not_found: 'Вакансия не найдена на HeadHunter',
  forbidden: 'Недостаточно прав на HeadHunter для этого действия',
  service_unavailable: 'HeadHunter временно недоступен, попробуйте позже',
  bad_user_agent: 'HeadHunter отклонил запрос: неверный заголовок HH-User-Agent',
  oauth: 'HeadHunter не принял авторизацию, войдите снова',
};

const REASON_MESSAGES: Record<string, string> = {
  is_empty: 'пустое значение',
  required: 'обязательное значение',
  wrong_size: 'неправильный размер',
  is_too_short: 'слишком короткое значение',
  is_too_long: 'слишком длинное значение',
  currency_code_is_invalid: 'неверная валюта зарплаты',
  chosen_area_is_not_a_leaf_or_not_exist: 'город публикации указан неверно',
  email_in_description: 'в описании вакансии не должно быть e-mail',
};

export function hhErrorMessage(status: number, body: unknown): string {
  const errors = asRecord(body).errors;
  const first = Array.isArray(errors) ? asRecord(errors[0]) : {};
  const type = asString(first.type);
  const value = asString(first.value);
  const description = asString(first.description);
  if (type === 'bad_json_data') {
    const reason = asString(first.reason);
    const why = description ?? (reason ? REASON_MESSAGES[reason] : undefined) ?? 'неверное значение';
    return `HeadHunter: ошибка в поле «${value ?? '?'}»: ${why}`;
  }
  if (description) return `HeadHunter: ${description}`;
  if (type && value && TYPE_VALUE_MESSAGES[`${type}/${value}`])
    return TYPE_VALUE_MESSAGES[`${type}/${value}`]!;
  if (type === 'bad_argument') return `HeadHunter: неверный параметр запроса ${value ?? ''}`.trim();
  if (type && TYPE_MESSAGES[type]) return TYPE_MESSAGES[type];
  if (status >= 500) return `HeadHunter временно недоступен (ошибка ${status}), попробуйте позже`;
  return `HeadHunter отклонил запрос (ошибка ${status})`;
}

const OAUTH_DESCRIPTIONS: Record<string, string> = {
  'code has already been used': 'код авторизации уже использован',
  'code expired': 'код авторизации истёк',
  'code not found': 'код авторизации не найден',
  'token has already been refreshed': 'токен уже обновлён',
  'token not expired': 'токен ещё действует',
  'token was revoked': 'токен отозван',
  'bad redirect url': 'неверный адрес возврата (redirect_uri)',
  'account is locked': 'аккаунт заблокирован',
  'password invalidated': 'пароль устарел, восстановите его на hh.ru',
};

export function hhOAuthErrorMessage(body: Record<string, unknown>): string {
  const error = asString(body.error);
  const description = asString(body.error_description);
  if (error === 'invalid_client') return 'HeadHunter не принял ключи приложения (client_id / client_secret)';
  const known = description ? OAUTH_DESCRIPTIONS[description] : undefined;
  if (known) return `HeadHunter отклонил авторизацию: ${known}`;
  if (error) return `HeadHunter отклонил авторизацию: ${description ?? error}`;
  return 'HeadHunter не выдал токен доступа';
}
