import type { DateTime } from 'luxon';
import type { CalendarItem } from './items';
import { daysOf } from './time';

/** [ISO weekday, start, minutes, title, what, where]: the same few placeholders every week. */
const PLACEHOLDERS: [number, string, number, string, string, string][] = [
  [1, '10:00', 30, 'Планёрка магазина', 'Пример события', 'Магазин-пример'],
  [2, '15:00', 60, 'Кандидат Пример А.', 'Продавец-консультант (пример)', 'Магазин-пример'],
  [3, '11:00', 90, 'Обучение новых сотрудников', 'Пример события', 'Учебный центр (пример)'],
  [4, '14:30', 45, 'Кандидат Пример Б.', 'Кассир (пример)', 'Магазин-пример'],
  [5, '16:00', 30, 'Кандидат Пример В.', 'Мерчендайзер (пример)', 'Магазин-пример'],
];

/**
 * The demo calendar (spec part 1, section 2): fixed placeholder events, not tied to real data,
 * repeated every week so any range shows some.
 */
export function demoItems(start: DateTime, end: DateTime): CalendarItem[] {
  return daysOf(start, end).flatMap((day) =>
    PLACEHOLDERS.filter(([weekday]) => weekday === day.weekday).map(
      ([weekday, time, minutes, title, position, store]) => {
        const [hour, minute] = time.split(':').map(Number);
        const at = day.set({ hour, minute });
        return {
          id: `demo-${day.toISODate()}-${weekday}`,
          start: at,
          end: at.plus({ minutes }),
          title,
          position,
          store,
          cancelled: false,
          demo: true,
        };
      },
    ),
  );
}
