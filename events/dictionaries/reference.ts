/**
 * The profile form's dictionaries (spec part 2, section 7: the lookup calls), with the contents a
 * Russian HR form uses. They are reference data kept in the repository; Admin adds and retires
 * entries as events (events.ts), and a retired entry still resolves for questionnaires that use it.
 */
type Entries = readonly (readonly [id: string, title: string])[];

const numbered = (titles: readonly string[]): Entries =>
  titles.map((title, i) => [String(i + 1), title] as const);

export const DICTIONARIES = {
  trafficSources: {
    title: 'Источники отклика',
    entries: numbered([
      'hh.ru',
      'SuperJob',
      'Сайт компании',
      'Объявление в магазине',
      'Рекомендация знакомых',
      'Социальные сети',
      'Центр занятости',
      'Другое',
    ]),
  },
  salaryProjects: {
    title: 'Зарплатные проекты',
    entries: [
      ['sber', 'Сбербанк'],
      ['vtb', 'ВТБ'],
      ['alfa', 'Альфа-Банк'],
      ['tbank', 'Т-Банк'],
      ['other', 'Другой банк'],
    ],
  },
  militaryStatuses: {
    title: 'Статусы воинского учёта',
    entries: [
      ['Military', 'Военнообязанный'],
      ['NonMilitary', 'Невоеннообязанный'],
      ['EngagementToArmy', 'Призывник'],
    ],
  },
  militaryDocuments: {
    title: 'Документы воинского учёта',
    entries: [
      ['VBilet', 'Военный билет'],
      ['Pripisnoe', 'Удостоверение гражданина, подлежащего призыву'],
      ['Spravka', 'Справка взамен военного билета'],
    ],
  },
  militaryRanks: {
    title: 'Воинские звания',
    entries: numbered([
      'Рядовой',
      'Ефрейтор',
      'Младший сержант',
      'Сержант',
      'Старший сержант',
      'Старшина',
      'Прапорщик',
      'Старший прапорщик',
      'Младший лейтенант',
      'Лейтенант',
      'Старший лейтенант',
      'Капитан',
      'Майор',
      'Подполковник',
      'Полковник',
      'Матрос',
      'Старший матрос',
      'Главный старшина',
    ]),
  },
  stockCategories: {
    title: 'Категории запаса',
    entries: [
      ['1', 'Первая'],
      ['2', 'Вторая'],
    ],
  },
  militaryProfiles: {
    title: 'Составы (профили)',
    entries: numbered([
      'Солдаты',
      'Матросы',
      'Сержанты',
      'Старшины',
      'Прапорщики',
      'Мичманы',
      'Офицеры',
      'Высшие офицеры',
    ]),
  },
  /**
   * Codes of military specialties (ВУС: the specialty's number, then the code of the post), as they
   * stand in military IDs. The government's full list is classified, so this holds codes commonly
   * found in the documents candidates bring; the form offers them and accepts any 6 digits.
   */
  militaryProfileCodes: {
    title: 'Коды ВУС',
    entries: [
      ['100182', 'Стрелок'],
      ['021600', 'Командир спасательных подразделений гражданской обороны'],
      ['061800', 'Лётчик'],
      ['071404', 'Применение поисково-спасательных судов'],
      ['101900', 'Утилизация боеприпасов'],
      ['178543', 'Оператор (железнодорожные войска)'],
      ['212956', 'Укладчик парашютов парашютно-десантной и воздушно-десантной техники'],
      ['220256', 'Механик по самолёту и двигателю'],
    ],
  },
  medicineApproves: {
    title: 'Категории годности к военной службе',
    entries: [
      ['А', 'А — годен к военной службе'],
      ['Б', 'Б — годен с незначительными ограничениями'],
      ['В', 'В — ограниченно годен'],
      ['Г', 'Г — временно не годен'],
      ['Д', 'Д — не годен к военной службе'],
    ],
  },
  militaryLiabilities: {
    title: 'Отношение к воинской обязанности',
    entries: numbered([
      'Состоит на общем воинском учёте',
      'Состоит на специальном воинском учёте',
      'Снят с воинского учёта по возрасту',
      'Снят с воинского учёта по состоянию здоровья',
    ]),
  },
  serviceBranches: {
    title: 'Виды и рода войск',
    entries: numbered([
      'Сухопутные войска',
      'Воздушно-космические силы',
      'Военно-морской флот',
      'Ракетные войска стратегического назначения',
      'Воздушно-десантные войска',
      'Войска национальной гвардии',
      'Пограничные войска',
    ]),
  },
  militaryOffices: {
    title: 'Военные комиссариаты',
    entries: numbered([
      'Военный комиссариат города Москвы',
      'Военный комиссариат города Санкт-Петербурга',
      'Военный комиссариат Свердловской области',
      'Военный комиссариат Республики Татарстан',
      'Военный комиссариат Новосибирской области',
      'Нет в списке',
    ]),
  },
  martialStatuses: {
    title: 'Семейное положение',
    entries: numbered([
      'Холост (не замужем)',
      'Состоит в зарегистрированном браке',
      'Состоит в незарегистрированном браке',
      'Разведён (разведена)',
      'Вдовец (вдова)',
    ]),
  },
  relativeStates: {
    title: 'Степень родства',
    entries: numbered(['Муж', 'Жена', 'Сын', 'Дочь', 'Отец', 'Мать', 'Брат', 'Сестра']),
  },
  educationTypes: {
    title: 'Уровни образования',
    entries: numbered([
      'Основное общее',
      'Среднее общее',
      'Среднее профессиональное',
      'Высшее — бакалавриат',
      'Высшее — специалитет, магистратура',
      'Высшее — подготовка кадров высшей квалификации',
    ]),
  },
  educationDocuments: {
    title: 'Документы об образовании',
    entries: numbered([
      'Аттестат об основном общем образовании',
      'Аттестат о среднем общем образовании',
      'Диплом о среднем профессиональном образовании',
      'Диплом бакалавра',
      'Диплом специалиста',
      'Диплом магистра',
    ]),
  },
  institutions: {
    title: 'Учебные заведения',
    entries: numbered([
      'МГУ имени М. В. Ломоносова',
      'СПбГУ',
      'РЭУ имени Г. В. Плеханова',
      'Уральский федеральный университет',
      'Казанский федеральный университет',
      'Новосибирский государственный университет',
      'Московский колледж управления, гостиничного бизнеса и информационных технологий «Царицыно»',
      'Колледж сферы услуг № 10',
    ]),
  },
  specialities: {
    title: 'Специальности',
    entries: numbered([
      'Коммерция (по отраслям)',
      'Товароведение и экспертиза качества потребительских товаров',
      'Экономика и бухгалтерский учёт',
      'Менеджмент',
      'Маркетинг',
      'Продавец, контролёр-кассир',
    ]),
  },
  qualifications: {
    title: 'Квалификации',
    entries: numbered([
      'Менеджер по продажам',
      'Товаровед-эксперт',
      'Бухгалтер',
      'Продавец продовольственных товаров',
      'Продавец непродовольственных товаров',
      'Контролёр-кассир',
      'Бакалавр',
      'Магистр',
    ]),
  },
  citizenship: {
    title: 'Гражданство',
    entries: [
      ['Russia', 'Россия'],
      ['Belorussia', 'Беларусь'],
      ['Kazachstan', 'Казахстан'],
      ['Other', 'Другое'],
    ],
  },
} as const satisfies Record<string, { title: string; entries: Entries }>;

export type DictionaryKind = keyof typeof DICTIONARIES;
export const DICTIONARY_KINDS = Object.keys(DICTIONARIES) as DictionaryKind[];

/** Banks by salary project (banks by BIC, server/adapters/suggestions/sample-data.ts). */
export const BANKS_BY_SALARY_PROJECT: Record<string, string[]> = {
  sber: ['044525225'],
  vtb: ['044525187'],
  alfa: ['044525593'],
  tbank: ['044525974'],
  other: [],
};

/** Entries a user may type freely (institutions, specialities, qualifications: spec part 2, section 5). */
export const FREE_TEXT_KINDS: readonly DictionaryKind[] = ['institutions', 'specialities', 'qualifications'];
