import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay, longDay } from '../format';
import {
  headedTable,
  para,
  signatureLine,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * The receipt for the work book: the employer (the store's director) confirms receiving the
 * employee's paper work book when hired; the employee keeps this receipt.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  return [
    title('РАСПИСКА', 'в получении трудовой книжки'),
    para(
      `${data.company.fullName} в лице ${data.director ? `${data.director.position.toLowerCase()} ${data.director.name}` : BLANK} ${longDay(data.employment.startDate || issuedDay(data))} получило от работника ${name || BLANK} (${data.position.title}, магазин «${data.store.name}») трудовую книжку для ведения в соответствии со статьёй 66 Трудового кодекса Российской Федерации:`,
    ),
    headedTable(
      ['Документ', 'Серия', 'Номер', 'Дата заполнения'],
      [['Трудовая книжка', '', '', '']],
      ['*', 60, 90, 100],
    ),
    para(
      'Трудовая книжка хранится в отделе кадров работодателя и выдаётся работнику при увольнении или по его письменному заявлению.',
    ),
    signatureLine(ctx, 'director', 'Трудовую книжку принял', data.director?.name ?? ''),
    signatureLine(ctx, 'candidate', 'Расписку получил(а)', name),
  ];
}

export const workBookReceipt: DocumentTemplate = { label: 'workBookReceipt', copies: 1, content };
