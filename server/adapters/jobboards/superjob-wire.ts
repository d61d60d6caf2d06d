import { isRecord } from '#events/core/json';
import { asRecord, asString, type BoardRequest } from './http';
import { addressLine, SJ_EXPERIENCE, SJ_PLACE_OF_WORK_EMPLOYER, sjTypeOfWork } from './mapping';
import type { JobBoardVacancy, ProfessionalRoleCategory } from './port';

/** SuperJob's wire format: the vacancy form, its catalogues, its error answers. */

/** The vacancy as SuperJob's form fields: one field per section, the extra text with the conditions. */
export function vacancyForm(vacancy: JobBoardVacancy): NonNullable<BoardRequest['form']> {
  const { sections, salary } = vacancy;
  const hasSalary = salary !== null && (salary.from !== null || salary.to !== null);
  const compensation = [sections.conditions, sections.extra].filter((html) => html.trim()).join('');
  return {
    profession: vacancy.title,
    work: sections.responsibility,
    candidat: sections.standards,
    compensation,
    ...(hasSalary && salary
      ? { payment_from: salary.from ?? undefined, payment_to: salary.to ?? undefined, currency: 'rub' }
      : {}),
    agreement: hasSalary ? 0 : 1,
    town: vacancy.areaId,
    experience: vacancy.experience ? SJ_EXPERIENCE[vacancy.experience] : undefined,
    type_of_work: sjTypeOfWork(vacancy.schedule, vacancy.occupation),
    place_of_work: SJ_PLACE_OF_WORK_EMPLOYER,
    'catalogues[]': vacancy.professionalRoleIds,
    address: addressLine(vacancy.address),
    contact: vacancy.contacts?.name,
    email: vacancy.contacts?.email,
    phone: vacancy.contacts?.phone,
    code: vacancy.code,
  };
}

/** SuperJob's own (Russian) message when it sent one, else what the code means. */
export function sjErrorMessage(status: number, body: unknown): string {
  const error = asRecord(asRecord(body).error);
  const message = error.message;
  let text = asString(message);
  if (!text && isRecord(message)) {
    // Field errors come as { field: { description } } or a list of them.
    const first = asRecord(Object.values(message)[0]);
    text = asString(first.description) ?? asString(first.message);
  }
  const reasons = Array.isArray(error.errors)
    ? error.errors.map((e) => asString(asRecord(e).reason_text)).filter(Boolean)
    : [];
  if (text) return `SuperJob: ${[text, ...reasons].join('. ')}`;
  const oauth = asString(asRecord(body).error_description);
  if (oauth) return `SuperJob отклонил авторизацию: ${oauth}`;
  if (status >= 500) return `SuperJob временно недоступен (ошибка ${status}), попробуйте позже`;
  if (status === 404) return 'Вакансия не найдена на SuperJob';
  return `SuperJob отклонил запрос (ошибка ${status})`;
}

export function toCategory(raw: unknown): ProfessionalRoleCategory {
  const category = asRecord(raw);
  const positions = Array.isArray(category.positions) ? category.positions.map(asRecord) : [];
  return {
    id: asString(category.key) ?? '',
    name: asString(category.title_rus) ?? asString(category.title) ?? '',
    roles: positions.map((p) => ({
      id: asString(p.key) ?? '',
      name: asString(p.title_rus) ?? asString(p.title) ?? '',
    })),
  };
}
