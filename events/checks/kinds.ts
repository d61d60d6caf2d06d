/**
 * The candidate checks (spec part 2, sections 1, 4, 8, 9): their kinds, the outside services'
 * statuses, the business limits and the texts staff read. Shared by the server, the projections and
 * the console, so a status is spelled once.
 */
export const CHECK_KINDS = ['blacklist', 'fssp', 'selfEmployment', 'criminalRecord', 'storeVacancy'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** The checks asking an outside service: switched off together by CHECKS_EXTERNAL=off. */
export const EXTERNAL_CHECKS: readonly CheckKind[] = ['fssp', 'selfEmployment', 'criminalRecord'];
export const isExternalCheck = (kind: CheckKind): boolean => EXTERNAL_CHECKS.includes(kind);

export const CHECK_TITLES: Record<CheckKind, string> = {
  blacklist: 'Чёрный список',
  fssp: 'Задолженность ФССП',
  selfEmployment: 'Проверка самозанятого',
  criminalRecord: 'Судимость',
  storeVacancy: 'Свободные ставки в магазине',
};

export const FSSP_STATUSES = [
  'None',
  'SendedToFssp',
  'WaitToResFssp',
  'CheckedSuccess',
  'CheckWithError',
] as const;
export type FsspStatus = (typeof FSSP_STATUSES)[number];
export const FSSP_STATUS_TITLES: Record<FsspStatus, string> = {
  None: 'Проверка не проводилась',
  SendedToFssp: 'Запрос отправлен в ФССП',
  WaitToResFssp: 'Ожидается ответ ФССП',
  CheckedSuccess: 'Проверка выполнена',
  CheckWithError: 'Ошибка проверки',
};
export const FSSP_DEBT_FIELDS = [
  'debtBalanceEp',
  'debtBalanceDuty',
  'debtBalanceOther',
  'debtBalanceFine',
] as const;
export type FsspDebtField = (typeof FSSP_DEBT_FIELDS)[number];
export const FSSP_DEBT_TITLES: Record<FsspDebtField, string> = {
  debtBalanceEp: 'Остаток долга по ИП',
  debtBalanceDuty: 'Исполнительский сбор',
  debtBalanceOther: 'Иные долги',
  debtBalanceFine: 'Штрафы',
};

export const SELF_EMPLOYMENT_STATUSES = [
  'ContractorNotFound',
  'ContractorHaveNoUnchargedBills',
  'ContractorHaveUnchargedBills',
  'UnknowBehaviour',
] as const;
export type SelfEmploymentStatus = (typeof SELF_EMPLOYMENT_STATUSES)[number];
export const SELF_EMPLOYMENT_ALLOWED: readonly SelfEmploymentStatus[] = [
  'ContractorNotFound',
  'ContractorHaveNoUnchargedBills',
];
export const SELF_EMPLOYMENT_TITLES: Record<SelfEmploymentStatus, string> = {
  ContractorNotFound: 'Не зарегистрирован как исполнитель',
  ContractorHaveNoUnchargedBills: 'Неоплаченных счетов нет',
  ContractorHaveUnchargedBills: 'Есть неоплаченные счета',
  UnknowBehaviour: 'Неизвестное состояние',
};

export const PAYMENT_STATUSES = [
  'PAYMENT_COMPLETED',
  'PROCESSING',
  'PAYMENT_ERROR',
  'AWAITING_CONFIRMATION',
  'REJECTED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Payments still open: the contractor has bills not charged yet. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'PROCESSING',
  'PAYMENT_ERROR',
  'AWAITING_CONFIRMATION',
];

/** Spec part 2, section 9. */
export const CHECK_LIMITS = {
  fsspDebtLimitRub: 100_000,
  selfEmploymentValidMs: 6 * 3600 * 1000,
  fsspTimeoutMs: 30_000,
} as const;

/** Russian texts exactly as the spec writes them (sections 4 and 8), and the product's own. */
export const CHECK_MESSAGES = {
  sent: 'Проверка на благонадёжность успешно отправлена',
  skipFailed: 'Произошла ошибка при попытке пропустить проверку кандидата',
  busy: 'Проверка недоступна: дождитесь окончания запущенных проверок',
  externalOff: 'Внешние источники проверок отключены. Необходимо проверить кандидатов из открытых источников',
  noVacancy: 'Ошибка, ставок нет',
  dataMissing: 'Данные отсутствуют',
  notFound: 'Анкета не найдена',
  notAllowedInState: 'Проверки недоступны в текущем состоянии анкеты',
  skipNothing: 'Все внешние проверки уже пройдены',
  skipped: 'Внешние проверки кандидата пропущены',
  timeout: 'Сервис проверки не ответил вовремя',
  failure: 'Сервис проверки ответил ошибкой',
  malformed: 'Сервис проверки прислал непонятный ответ',
  candidateGone: 'Анкета кандидата недоступна',
} as const;
