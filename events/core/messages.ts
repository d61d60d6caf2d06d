import type { StructError } from 'superstruct';

/** Russian names of input fields, used in validation messages. Unknown fields are named by path. */
const fieldNames: Record<string, string> = {
  login: 'логин',
  password: 'пароль',
  title: 'название',
  id: 'идентификатор',
  use_to_search_candidate: 'подбор кандидатов',
  show_on_vacancies_feed: 'показ в ленте вакансий',
  positions: 'список должностей',
  offset: 'смещение',
  limit: 'размер страницы',
  dependenceId: 'город',
  cityId: 'город',
  IStoreId: 'магазин',
  listType: 'тип списка',
  surname: 'фамилия',
  firstName: 'имя',
  patronymicName: 'отчество',
  citizen: 'гражданство',
  birthDate: 'дата рождения',
  phone: 'телефон',
  email: 'e-mail',
  addressFact: 'адрес проживания',
  subwayStation: 'станция метро',
  code: 'код из СМС',
  phoneToken: 'подтверждение телефона',
  token: 'ссылка для изменения анкеты',
  questionnaireId: 'анкета',
  record: 'вид записи',
  fileKind: 'вид файла',
  section: 'раздел анкеты',
  query: 'запрос',
  dictionary: 'справочник',
  count: 'количество подсказок',
  // The applicant profile (spec part 2, section 3).
  placeBirth: 'место рождения',
  series: 'серия паспорта',
  dateExtradition: 'дата выдачи паспорта',
  placeExtradition: 'кем выдан паспорт',
  departmentNumber: 'код подразделения',
  citizenship: 'гражданство',
  aboutYourself: 'о себе',
  hasEmploymentHistory: 'трудовая книжка',
  inn: 'ИНН',
  snils: 'СНИЛС',
  postCode: 'индекс',
  country: 'страна',
  region: 'регион',
  street: 'улица',
  house: 'дом',
  corps: 'корпус',
  apartment: 'квартира',
  dateRegistration: 'дата регистрации',
  notsend: 'адрес проживания совпадает с адресом регистрации',
  documentType: 'тип документа',
  documentSeria: 'серия документа',
  documentNumber: 'номер документа',
  martialStatus: 'семейное положение',
  relatives: 'родственники',
  relativeState: 'степень родства',
  educationType: 'вид образования',
  educationInstitution: 'учебное заведение',
  educationSpeciality: 'специальность',
  educationQualification: 'квалификация',
  fileId: 'файл',
  comment: 'комментарий',
  positionId: 'должность',
  responsibility: 'обязанности',
  standards: 'требования',
  conditions: 'условия',
  experience: 'опыт работы',
  schedule: 'график работы',
  occupation: 'тип занятости',
  hhProfessionalRoles: 'профессиональные роли',
  baseTemplateId: 'базовый шаблон',
  dependence: 'привязка шаблона',
  salary: 'зарплата',
  from: 'от',
  to: 'до',
  revision: 'версия',
  templateId: 'шаблон вакансии',
  extraStandards: 'дополнительное описание',
  service: 'сервис публикации',
  action: 'действие',
  meta: 'данные вакансии',
  userId: 'пользователь',
  areaId: 'регион публикации',
  type: 'тип',
  where: 'фильтр',
  refreshToken: 'токен обновления',
  kind: 'вид записи',
  countryId: 'страна',
  position: 'должность',
  city: 'город',
  store: 'магазин',
  vacancy_id: 'вакансия',
  info: 'данные анкеты',
  startsAt: 'время встречи',
  durationMinutes: 'длительность',
  place: 'место встречи',
  reason: 'причина отмены',
  // Employment questionnaires (issue 12).
  causeReject: 'причина отказа',
  text: 'текст комментария',
  changes: 'изменения анкеты',
  lastname: 'фамилия',
  firstname: 'имя',
  secondname: 'отчество',
  woPatronymic: 'без отчества',
  sex: 'пол',
  dateBirth: 'дата рождения',
  contractorType: 'тип исполнителя',
  sort: 'сортировка',
  state: 'статус',
  search: 'поиск',
  dateFrom: 'дата с',
  dateTo: 'дата по',
  // Candidate checks and the blacklist (issue 15).
  checks: 'проверки',
  updateFromNaimix: 'повторный запрос',
  person: 'человек',
  passport: 'паспорт',
  cause: 'причина',
  // Profile fields without a name above (issue 23: every profile text has a limit, named when refused).
  number: 'номер паспорта',
  idByRegion: 'код региона',
  streetCod: 'код улицы',
  regionCod: 'код региона (КЛАДР)',
  rank: 'воинское звание',
  stockCategory: 'категория запаса',
  profile: 'состав (профиль)',
  profileCode: 'код ВУС',
  medicineApprove: 'категория годности',
  liable: 'военнообязанность',
  office: 'военкомат',
  militaryAccountingDateOut: 'дата снятия с учёта',
  militaryCommandPartyNumber: 'номер команды (партии)',
  mobilizationDocumentExist: 'мобилизационное предписание',
  martialStatusApprovedAt: 'дата регистрации семейного положения',
  lastName: 'фамилия',
  documentIssuedDate: 'дата выдачи документа',
  registration: 'адрес регистрации',
  residential: 'адрес проживания',
  // Staff accounts (issue 23, item 5).
  scope: 'роль',
  name: 'имя',
  positionName: 'должность',
  storeId: 'магазин',
  allowedStores: 'разрешённые магазины',
  allowedRegions: 'разрешённые регионы',
  permissions: 'права',
  // The last places of work (issue 24, item 3).
  lastJobs: 'последние места работы',
  organization: 'организация',
  period: 'период работы',
  description: 'обязанности и достижения',
  // The employment form (issue 26, item 1).
  registrationDate: 'дата трудоустройства',
  isTermContract: 'срочный договор',
  contractExpirationDate: 'дата окончания договора',
  parttimerHours: 'тип совместительства',
  payrollApplication: 'заявление на перечисление зарплаты',
  experienceDocument: 'документ о трудовом стаже',
  experienceOriginals: 'оригиналы документов о стаже',
  salaryProject: 'зарплатный проект',
  salaryProjectName: 'зарплатный проект',
  project: 'зарплатный проект',
  bic_cbrf: 'БИК',
  account: 'расчётный счёт',
  survey: 'опрос',
  trafficSource: 'источник отклика',
  trafficSourceCustom: 'другой источник отклика',
  trafficSourceComment: 'комментарий к источнику отклика',
  // Candidate notifications' templates (issue 31, item 1).
  moment: 'момент уведомления',
  channel: 'канал уведомления',
  subject: 'тема письма',
  body: 'текст сообщения',
  // The candidate's status page (issue 31, item 2).
  ref: 'ссылка на страницу статуса',
  preferredTime: 'удобное время',
};

export function fieldLabel(path: (string | number)[]): string {
  const key = path.filter((p) => typeof p === 'string').at(-1);
  const name = key ? (fieldNames[key] ?? key) : 'тело запроса';
  return path.length > 1 ? `${name} (${path.join('.')})` : name;
}

/**
 * A required field left out or blank, named the way every validation message names it:
 * 'Поле «обязанности» обязательно'. `field` is the path ('salary.from' or its parts).
 */
export function requiredFieldMessage(field: string | (string | number)[]): string {
  return `Поле «${fieldLabel(typeof field === 'string' ? field.split('.') : field)}» обязательно`;
}

/** The named-field text of a query parameter that must hold a JSON object ('where'). */
export function jsonObjectParamMessage(name: string): string {
  return `Параметр «${fieldLabel([name])}» должен быть JSON-объектом`;
}

/** Turns a superstruct failure into one clear Russian sentence naming the field. */
export function describeStructError(err: StructError): string {
  const failure = err.failures()[0] ?? err;
  const path = failure.path.filter((key): key is string | number =>
    ['string', 'number'].includes(typeof key),
  );
  const label = fieldLabel(path);
  // Absent, or blank where a length is required ('' fails size 1..n): the field is required.
  if (failure.value === undefined) return requiredFieldMessage(path);
  if (failure.refinement === 'size' && failure.value === '') return requiredFieldMessage(path);
  if (failure.type === 'never' || failure.message.includes('never')) return `Лишнее поле «${label}»`;
  if (failure.refinement) return `Поле «${label}»: ${refinementText(failure.refinement, failure.message)}`;
  return `Поле «${label}» имеет неверный тип или формат (ожидается ${typeName(failure.type)})`;
}

function refinementText(refinement: string, message: string): string {
  if (refinement === 'nonempty') return 'не может быть пустым';
  if (refinement === 'size') return 'недопустимая длина';
  // Custom refinements already carry a Russian message. superstruct's own ('Expected a string
  // matching … but received "…"') quotes the input, which may be personal data: never passed on.
  return /[а-яё]/i.test(message) && !message.startsWith('Expected ') ? message : 'недопустимое значение';
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'строка',
    number: 'число',
    integer: 'целое число',
    boolean: 'логическое значение',
    object: 'объект',
    array: 'список',
    enums: 'одно из допустимых значений',
    literal: 'допустимое значение',
    type: 'объект',
  };
  return names[type] ?? type;
}
