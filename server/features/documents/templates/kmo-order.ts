import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay, longDay } from '../format';
import { companyHeader, para, signatureLine, type RenderContext } from '../layout';
import type { Node } from '../pdf';

/**
 * The order on concluding the material liability agreement (contract kind 'kmo', spec section 9):
 * the kmo variant of the two liability agreements. Its printed blank (kmoPrint) leaves the order's
 * number and date to be written by hand, as a paper order book numbers them.
 */
export function kmoOrder(
  data: DocumentData,
  ctx: RenderContext,
  collective: boolean,
  printed: boolean,
): Node[] {
  const name = fullName(data.candidate);
  const kind = collective ? 'коллективной (бригадной)' : 'индивидуальной';
  const number = printed ? '______' : `${data.number}-${collective ? 'КМО' : 'ИМО'}`;
  const day = printed ? '' : issuedDay(data);
  return [
    companyHeader(data),
    { text: `ПРИКАЗ № ${number}`, bold: true, fontSize: 12, alignment: 'center', margin: [0, 8, 0, 2] },
    { text: `о заключении договора о полной ${kind} материальной ответственности`, alignment: 'center' },
    {
      columns: [{ text: `г. ${data.store.city || BLANK}` }, { text: longDay(day), alignment: 'right' }],
      margin: [0, 8, 0, 10],
    },
    para(
      'В соответствии со статьями 244 и 245 Трудового кодекса Российской Федерации и постановлением Минтруда России от 31.12.2002 № 85, в целях обеспечения сохранности товарно-материальных ценностей,',
    ),
    { text: 'ПРИКАЗЫВАЮ:', bold: true, margin: [0, 4, 0, 4] },
    para(
      collective
        ? `1. Включить ${name || BLANK} (${data.position.title}) в состав коллектива (бригады) магазина «${data.store.name}» с полной коллективной (бригадной) материальной ответственностью с ${data.employment.startDate || BLANK}.`
        : `1. Заключить с ${name || BLANK} (${data.position.title}, магазин «${data.store.name}») договор о полной индивидуальной материальной ответственности с ${data.employment.startDate || BLANK}.`,
    ),
    para(
      `2. Контроль за исполнением приказа возложить на ${data.director ? `${data.director.position.toLowerCase()} ${data.director.name}` : BLANK}.`,
    ),
    signatureLine(ctx, 'director', 'Руководитель', data.director?.name ?? ''),
    para('С приказом ознакомлен(а):', [0, 10, 0, 2]),
    signatureLine(ctx, 'candidate', 'Работник', name),
  ];
}
