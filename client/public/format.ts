import type { PublicVacancy } from '#events/vacancies/views';

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

/** DD.MM.YYYY in the Russian locale. */
export function dateText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
}
