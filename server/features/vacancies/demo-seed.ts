import type { CommandContext } from '../../core/decider';
import type { Experience, Occupation, Schedule } from '#events/vacancies/events';
import { SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';
import type { Services } from '../../core/services';
import { createBaseTemplate } from './base-template-service';
import { createVacancyTemplate } from './vacancy-template-service';
import { changePublication, createVacancy } from './vacancy-service';
import { findStore } from '../../access/stores';
import { listPositions } from '#projections/positions/queries';

/** Demo base template texts per position title (a little HTML, as the console's editor saves it). */
interface DemoBase {
  responsibility: string;
  standards: string;
  conditions: string;
  experience?: Experience;
  schedule?: Schedule;
  occupation?: Occupation;
  hhProfessionalRoles: string[];
  /** Salary in Moscow; other cities scale it. Null: no salary (self-employed). */
  moscowSalary: [number, number] | null;
}

const CONDITIONS =
  '<ul><li>Официальное оформление по ТК РФ с первого дня</li><li>Белая заработная плата два раза в месяц</li>' +
  '<li>Корпоративное обучение и наставник</li><li>Скидка на продукцию компании</li></ul>';

const BASES: Record<string, DemoBase> = {
  'Продавец-консультант': {
    responsibility:
      '<ul><li>Консультирование покупателей в торговом зале</li><li>Выкладка товара и поддержание порядка</li>' +
      '<li>Приёмка товара и участие в инвентаризациях</li></ul>',
    standards:
      '<p>Ждём вас, если вы:</p><ul><li>любите общаться с людьми</li><li>готовы учиться</li>' +
      '<li>имеете гражданство РФ</li></ul>',
    conditions: CONDITIONS,
    experience: 'нет опыта',
    schedule: 'сменный график',
    occupation: 'полная',
    hhProfessionalRoles: ['97'],
    moscowSalary: [60000, 75000],
  },
  'Продавец-кассир': {
    responsibility:
      '<ul><li>Работа на кассе, расчёт покупателей</li><li>Консультирование по ассортименту</li>' +
      '<li>Оформление возвратов и обменов</li></ul>',
    standards: '<ul><li>Внимательность и аккуратность при работе с деньгами</li><li>Вежливость</li></ul>',
    conditions: CONDITIONS,
    experience: 'нет опыта',
    schedule: 'сменный график',
    occupation: 'полная',
    hhProfessionalRoles: ['97', '17'],
    moscowSalary: [58000, 70000],
  },
  Кассир: {
    responsibility: '<ul><li>Расчёт покупателей наличными и картой</li><li>Работа с онлайн-кассой</li></ul>',
    standards: '<p>Опыт работы кассиром <b>приветствуется</b>, но не обязателен.</p>',
    conditions: CONDITIONS,
    experience: 'нет опыта',
    schedule: 'сменный график',
    occupation: 'частичная',
    hhProfessionalRoles: ['17'],
    moscowSalary: [50000, 60000],
  },
  'Продавец ювелирных изделий': {
    responsibility:
      '<ul><li>Консультирование покупателей по ювелирным изделиям</li><li>Оформление продаж и подарочная упаковка</li>' +
      '<li>Ежедневный пересчёт и учёт изделий</li></ul>',
    standards:
      '<ul><li>Опыт продаж от 1 года</li><li>Грамотная речь</li><li>Готовность к материальной ответственности</li></ul>',
    conditions: CONDITIONS + '<p>Бонусы от личных продаж.</p>',
    experience: 'от 1 года до 3 лет',
    schedule: 'сменный график',
    occupation: 'полная',
    hhProfessionalRoles: ['97'],
    moscowSalary: [70000, 95000],
  },
  Мерчендайзер: {
    responsibility: '<ul><li>Выкладка товара по планограммам</li><li>Оформление витрин и ценников</li></ul>',
    standards: '<ul><li>Аккуратность и чувство стиля</li><li>Умение работать с планограммами</li></ul>',
    conditions: CONDITIONS,
    experience: 'нет опыта',
    schedule: 'полный день',
    occupation: 'полная',
    hhProfessionalRoles: ['71'],
    moscowSalary: [55000, 65000],
  },
  'Заместитель директора магазина': {
    responsibility:
      '<ul><li>Управление сменой и распределение задач</li><li>Обучение новых сотрудников</li>' +
      '<li>Контроль стандартов обслуживания</li></ul>',
    standards:
      '<ul><li>Опыт работы в рознице от 1 года</li><li>Опыт руководства небольшой командой</li></ul>',
    conditions: CONDITIONS + '<p>Квартальная премия за выполнение плана.</p>',
    experience: 'от 1 года до 3 лет',
    schedule: 'полный день',
    occupation: 'полная',
    hhProfessionalRoles: ['26'],
    moscowSalary: [85000, 105000],
  },
  'Директор магазина': {
    responsibility:
      '<ul><li>Выполнение плана продаж магазина</li><li>Подбор, обучение и мотивация команды</li>' +
      '<li>Управление товарным запасом и расходами</li></ul>',
    standards:
      '<ul><li>Опыт управления магазином от 3 лет</li><li>Знание 1С и отчётности</li>' +
      '<li>Лидерские качества</li></ul>',
    conditions:
      CONDITIONS +
      '<p>ДМС после испытательного срока. Подробнее: <a href="https://hh.ru">наши вакансии</a>.</p>',
    experience: 'от 3 лет до 6 лет',
    schedule: 'полный день',
    occupation: 'полная',
    hhProfessionalRoles: ['26'],
    moscowSalary: [130000, 160000],
  },
  [SELF_EMPLOYED_POSITION_TITLE]: {
    responsibility: '<p>Разовые задания по выкладке товара и подготовке к распродажам.</p>',
    standards: '<p>Статус самозанятого (НПД).</p>',
    conditions: '<p>Оплата за каждое выполненное задание в течение трёх дней.</p>',
    hhProfessionalRoles: [],
    moscowSalary: null,
  },
};

/** Salary level of each city against Moscow. */
const CITY_SALARY_FACTOR: Record<string, number> = { '1': 1, '2': 0.95, '3': 0.8, '4': 0.78, '5': 0.8 };

/** [position title, store id, extra description, own-site status]. */
const VACANCIES: [string, string, string, 'published' | 'closed'][] = [
  ['Продавец-консультант', '10412', 'ТЦ «Авиапарк», 2 этаж. 7 минут пешком от метро «ЦСКА».', 'published'],
  ['Кассир', '10234', 'Магазин на Тверской улице, рядом с метро «Пушкинская».', 'published'],
  ['Директор магазина', '20118', 'Флагманский магазин в ТРК «Галерея», команда 18 человек.', 'published'],
  ['Продавец ювелирных изделий', '10587', 'Ювелирный отдел, график 2/2 по 12 часов.', 'published'],
  ['Продавец-кассир', '30044', 'ТРЦ «Гринвич», центр города.', 'published'],
  ['Мерчендайзер', '40072', 'ТЦ «Кольцо», работа в утреннюю смену.', 'published'],
  ['Заместитель директора магазина', '50019', 'ТРЦ «Аура», новый магазин после ремонта.', 'published'],
  ['Продавец-консультант', '20301', 'ТРК «Питерлэнд», бесплатная парковка для сотрудников.', 'published'],
  ['Кассир', '40072', 'Подработка в выходные дни, возможна учёба.', 'published'],
  ['Продавец ювелирных изделий', '20118', 'Обучение ювелирному делу за счёт компании.', 'published'],
  ['Продавец-консультант', '30044', 'Гибкий график для студентов.', 'published'],
  ['Продавец-кассир', '10412', 'Развоз сотрудников после закрытия ТЦ.', 'published'],
  ['Мерчендайзер', '10234', 'Работа с витринами флагманского магазина.', 'published'],
  ['Директор магазина', '50019', 'Открытие нового магазина в Новосибирске.', 'published'],
  ['Кассир', '20301', 'Вакансия закрыта: сотрудник найден.', 'closed'],
  ['Продавец-консультант', '10234', 'Вакансия закрыта до весны.', 'closed'],
  [SELF_EMPLOYED_POSITION_TITLE, '10412', 'Задания на период распродаж.', 'published'],
];

/**
 * Demo vacancy catalogue: base templates for the feed positions and the self-employed one, city
 * templates with salaries, and vacancies published on the own site (two closed, one self-employed
 * which the public feed hides), each published a few hours before the previous one.
 */
export async function seedVacancies(s: Services, ctx: CommandContext): Promise<void> {
  const positions = await listPositions(s.read);
  const positionId = new Map(positions.map((p) => [p.title, p.id]));
  const baseIds = new Map<string, string>();
  for (const [title, base] of Object.entries(BASES)) {
    const id = positionId.get(title);
    if (!id) continue;
    const { moscowSalary: _m, ...texts } = base;
    const created = await createBaseTemplate(s, { positionId: id, ...texts }, ctx);
    baseIds.set(title, created.id);
  }

  const templateIds = new Map<string, string>();
  const templateFor = async (title: string, cityId: string): Promise<string | undefined> => {
    const key = `${title}\u0000${cityId}`;
    const baseTemplateId = baseIds.get(title);
    if (templateIds.has(key) || !baseTemplateId) return templateIds.get(key);
    const moscow = BASES[title]?.moscowSalary ?? null;
    const factor = CITY_SALARY_FACTOR[cityId] ?? 1;
    const round = (n: number) => String(Math.round((n * factor) / 1000) * 1000);
    const salary = moscow
      ? { from: round(moscow[0]), to: round(moscow[1]), type: 'среднегодовая' as const }
      : null;
    const created = await createVacancyTemplate(
      s,
      { baseTemplateId, dependence: 'cityId', dependenceId: cityId, salary },
      ctx,
    );
    templateIds.set(key, created.id);
    return templateIds.get(key);
  };

  const started = Date.parse(ctx.now);
  for (const [index, [title, IStoreId, extra, status]] of VACANCIES.entries()) {
    const cityId = findStore(IStoreId)?.param.cityId;
    const templateId = cityId ? await templateFor(title, cityId) : undefined;
    if (!templateId) continue;
    // Newest first in the feed: each vacancy is published five hours before the previous one.
    const at: CommandContext = { ...ctx, now: new Date(started - index * 5 * 3600_000).toISOString() };
    const id = await createVacancy(s, { templateId, IStoreId, extraStandards: `<p>${extra}</p>` }, at);
    await changePublication(s, id, { service: 'site', action: 'publish' }, at);
    if (status === 'closed') await changePublication(s, id, { service: 'site', action: 'close' }, at);
  }
}
