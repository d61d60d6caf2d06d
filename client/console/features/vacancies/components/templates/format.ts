import type { Salary } from '#events/vacancies/events';

const number = new Intl.NumberFormat('ru-RU');

/** 'от 60 000 до 75 000 ₽, среднегодовая'; 'не указана' without a salary. */
export function salaryText(salary: Salary | null | undefined): string {
  if (!salary) return 'не указана';
  return `от ${number.format(salary.from)} до ${number.format(salary.to)} ₽, ${salary.type}`;
}
