import { requiredFieldMessage } from '#events/core/messages';

/** Typed errors with an HTTP status. The one error middleware turns them into responses. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(400, message, field ? { field } : undefined);
  }

  /** A required field left out or blank: 'Поле «обязанности» обязательно' ('salary.from' paths too). */
  static required(field: string): ValidationError {
    return new ValidationError(requiredFieldMessage(field), field);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Ошибка авторизации. Сессия устарела, перезайдите в приложение.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Недостаточно прав для этого действия') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Запись не найдена') {
    super(404, message);
  }
}

/** A business rule refused the command (the decider said no). */
export class RuleViolation extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(422, message, details);
  }
}

/** Someone else changed the record since it was read. Carries who and when. */
export class ConcurrencyError extends AppError {
  constructor(
    message: string,
    readonly changedBy: { userId: string; role: string; name?: string } | null,
    readonly changedAt: string | null,
    readonly actualRevision: number,
  ) {
    super(409, message, { changedBy, changedAt, actualRevision });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Слишком много попыток, попробуйте позже',
    retryAfterSeconds?: number,
    extra?: Record<string, unknown>,
  ) {
    super(429, message, retryAfterSeconds || extra ? { ...extra, retryAfterSeconds } : undefined);
  }
}

/** A numeric `status` an error carries (HTTP libraries' errors, AppError), if any. */
export function statusOf(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
    ? err.status
    : undefined;
}
