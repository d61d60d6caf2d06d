import { PARTTIME_TITLES } from '#events/employment/form';
import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay } from '../format';
import { signatureLine, type DocumentTemplate, type RenderContext } from '../layout';
import type { Node } from '../pdf';

/**
 * The order on hiring, unified form T-1 (Goskomstat resolution No. 1 of 05.01.2004): the codes box
 * (ОКУД 0301001, ОКПО), the number and date table, the period table, the hire's lines with their
 * captions under them, the ground, and the employee's acknowledgement.
 */
const small = (text: string): Node => ({ text, fontSize: 6, alignment: 'center', color: '#444444' });
const box = (text: string, extra: Record<string, unknown> = {}): Node => ({
  text: text || ' ',
  fontSize: 9,
  alignment: 'center',
  ...extra,
});

/** A filled line with its caption under it, as the unified forms print them. */
const line = (label: string, value: string, caption: string): Node => ({
  columns: [
    { text: label, width: 'auto', fontSize: 9, margin: [0, 0, 6, 0] },
    {
      width: '*',
      stack: [
        {
          table: { widths: ['*'], body: [[{ text: value || ' ', fontSize: 9 }]] },
          layout: { hLineWidth: (i: number) => (i === 1 ? 0.7 : 0), vLineWidth: () => 0 },
        },
        small(caption),
      ],
    },
  ],
  margin: [0, 2, 0, 4],
});

function content(data: DocumentData, ctx: RenderContext): Node[] {
  const e = data.employment;
  const conditions = !e.fromHire
    ? 'основное место работы; срочный / бессрочный трудовой договор; полное / неполное рабочее время'
    : [
        'основное место работы',
        e.termContract ? 'срочный трудовой договор' : 'бессрочный трудовой договор',
        e.parttimeHours
          ? `неполное рабочее время, ${PARTTIME_TITLES[e.parttimeHours]}`
          : 'полное рабочее время',
      ].join('; ');
  return [
    {
      text: 'Унифицированная форма № Т-1\nУтверждена постановлением Госкомстата России от 05.01.2004 № 1',
      fontSize: 7,
      alignment: 'right',
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: data.company.fullName, fontSize: 9, decoration: 'underline' },
            small('наименование организации'),
          ],
        },
        {
          width: 150,
          table: {
            widths: [70, 70],
            body: [
              [box(''), box('Код', { bold: true })],
              [box('Форма по ОКУД', { alignment: 'right', fontSize: 7 }), box('0301001')],
              [box('по ОКПО', { alignment: 'right', fontSize: 7 }), box(data.company.okpo)],
            ],
          },
          layout: { hLineWidth: () => 0.7, vLineWidth: (i: number) => (i === 0 ? 0 : 0.7) },
        },
      ],
      margin: [0, 6, 0, 10],
    },
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 200,
          table: {
            widths: [100, 100],
            body: [
              [box('Номер документа', { fontSize: 7 }), box('Дата составления', { fontSize: 7 })],
              [box(`${data.number}-К`), box(issuedDay(data))],
            ],
          },
        },
        { width: '*', text: '' },
      ],
    },
    {
      text: 'ПРИКАЗ\n(распоряжение)\nо приёме работника на работу',
      bold: true,
      alignment: 'center',
      margin: [0, 8, 0, 6],
    },
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 200,
          table: {
            widths: [40, 80, 80],
            body: [
              [box(''), box('с'), box('по')],
              [box('Принять на работу', { fontSize: 7 }), box(e.startDate), box(e.endDate)],
            ],
          },
        },
      ],
      margin: [0, 0, 0, 8],
    },
    {
      columns: [
        { width: '*', stack: [line('', fullName(data.candidate), 'фамилия, имя, отчество')] },
        {
          width: 120,
          table: { widths: ['*'], body: [[box('Табельный номер', { fontSize: 7 })], [box(data.number)]] },
        },
      ],
    },
    line('в', `${data.store.name}, ${data.store.address || data.store.city}`, 'структурное подразделение'),
    line(
      '',
      data.position.title,
      'должность (специальность, профессия), разряд, класс (категория) квалификации',
    ),
    line('', conditions, 'условия приёма на работу, характер работы'),
    line('с тарифной ставкой (окладом)', `согласно штатному расписанию (${BLANK} руб. ___ коп.)`, 'цифрами'),
    line('надбавкой', 'по положению об оплате труда', ''),
    line('с испытанием на срок', '3 (три) месяца', ''),
    line(
      'Основание:',
      `Трудовой договор от ${issuedDay(data)} № ${data.number}-ТД`,
      'документ (трудовой договор), номер, дата',
    ),
    signatureLine(ctx, 'director', 'Руководитель организации', data.director?.name ?? ''),
    signatureLine(
      ctx,
      'candidate',
      'С приказом (распоряжением) работник ознакомлен',
      fullName(data.candidate),
    ),
    { text: `Дата ознакомления: ${e.startDate || BLANK}`, fontSize: 9 },
  ];
}

export const orderT1: DocumentTemplate = { label: 'orderT1', copies: 1, content };
