import type { PublicVacancy } from '#events/vacancies/views';
import { moscowDate } from '#client/shared/time';

const money = new Intl.NumberFormat('ru-RU');

/** 'от X до Y ₽' (spec part 1, section 2); null when the vacancy has no salary. */
export function salaryText(salary: PublicVacancy['salary']): string | null {
  if (!salary) return null;
  if (salary.from === salary.to) return `${money.format(salary.from)} ₽`;
  return `от ${money.format(salary.from)} до ${money.format(salary.to)} ₽`;
}

/** 'ТЦ {mall}, {name}' when a mall is set, else the store name. */
export function storeText(store: PublicVacancy['store']): string {
  return store.mall ? `ТЦ ${store.mall}, ${store.name}` : store.name;
}

/** DD.MM.YYYY, the Moscow day, whatever the browser's zone (client/shared/time.ts). */
export function dateText(iso: string | null): string {
  return moscowDate(iso);
}
