import { PARTTIME_TITLES } from '#events/employment/form';
import type { DocumentData } from '../data';
import { BLANK, fullName, passportText, registrationAddress } from '../format';
import {
  clauses,
  grid,
  heading,
  para,
  partiesSignatures,
  placeAndDate,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * The employment contract (Labour Code art. 57): бессрочный or срочный (art. 59, with its end and
 * ground), full or part-time (art. 93, the hours the hire chose), the bank the salary goes to.
 */
function termClauses(data: DocumentData): string[] {
  const e = data.employment;
  const start = e.startDate || BLANK;
  return [
    `Работник принимается на работу в ${data.company.name} на должность «${data.position.title}», место работы — магазин «${data.store.name}», ${data.store.address || data.store.city}.`,
    'Работа по настоящему договору является для Работника основным местом работы.',
    !e.fromHire
      ? `Договор заключён на неопределённый срок / является срочным до ${BLANK} (нужное подчеркнуть).`
      : e.termContract
        ? `Договор является срочным (статья 59 Трудового кодекса РФ): заключён на период с ${start} по ${e.endDate || BLANK} на время выполнения заведомо определённой работы.`
        : `Договор заключён на неопределённый срок (бессрочный).`,
    `Дата начала работы: ${start}.`,
    'Работнику устанавливается испытательный срок продолжительностью три месяца.',
  ];
}

function timeClauses(data: DocumentData): string[] {
  const hours = data.employment.parttimeHours;
  if (!data.employment.fromHire)
    return [
      `Работнику устанавливается полное / неполное рабочее время (${BLANK} часов в месяц), работа по графику сменности (нужное подчеркнуть).`,
      'Ежегодный основной оплачиваемый отпуск предоставляется продолжительностью 28 календарных дней.',
    ];
  return hours
    ? [
        `Работнику устанавливается неполное рабочее время (статья 93 Трудового кодекса РФ): ${PARTTIME_TITLES[hours]} в месяц, по графику сменности.`,
        'Оплата труда производится пропорционально отработанному времени.',
      ]
    : [
        'Работнику устанавливается суммированный учёт рабочего времени с учётным периодом один месяц, работа по графику сменности.',
        'Ежегодный основной оплачиваемый отпуск предоставляется продолжительностью 28 календарных дней.',
      ];
}

function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  const bank = data.employment.bank;
  const kind = !data.employment.fromHire
    ? 'срочный / бессрочный'
    : data.employment.termContract
      ? 'срочный'
      : 'бессрочный';
  return [
    title(
      `ТРУДОВОЙ ДОГОВОР № ${data.number}-ТД`,
      `${kind}${data.employment.parttimeHours ? ', неполное рабочее время' : ''}`,
    ),
    placeAndDate(data),
    para(
      `${data.company.fullName}, именуемое «Работодатель», в лице ${data.director ? `${data.director.position.toLowerCase()} ${data.director.name}` : BLANK}, действующего на основании доверенности, и гражданин(ка) ${name || BLANK}, именуемый(ая) «Работник», заключили настоящий трудовой договор о нижеследующем.`,
    ),
    heading('1. Предмет договора'),
    ...clauses(termClauses(data), '1.'),
    heading('2. Режим рабочего времени и времени отдыха'),
    ...clauses(timeClauses(data), '2.'),
    heading('3. Оплата труда'),
    ...clauses(
      [
        'Работнику устанавливается должностной оклад согласно штатному расписанию и премии по положению об оплате труда.',
        'Заработная плата выплачивается два раза в месяц путём перечисления на счёт Работника.',
        bank
          ? `Реквизиты для перечисления: ${bank.name}, БИК ${bank.bic}, счёт ${bank.account}.`
          : 'Реквизиты счёта для перечисления заработной платы Работник сообщает заявлением.',
      ],
      '3.',
    ),
    heading('4. Права и обязанности сторон'),
    ...clauses(
      [
        'Работник обязан добросовестно исполнять обязанности по должностной инструкции, соблюдать правила внутреннего трудового распорядка, бережно относиться к имуществу Работодателя.',
        'Работодатель обязан предоставить работу, обусловленную договором, обеспечить безопасные условия труда и своевременно выплачивать заработную плату.',
        'Стороны несут ответственность в соответствии с Трудовым кодексом РФ.',
      ],
      '4.',
    ),
    heading('5. Заключительные положения'),
    para(
      '5.1. Договор составлен в двух экземплярах, имеющих одинаковую юридическую силу: один хранится у Работодателя, другой — у Работника.',
    ),
    grid([
      [
        'Работодатель',
        `${data.company.fullName}, ИНН ${data.company.inn}, КПП ${data.company.kpp}, ${data.company.address}`,
      ],
      ['Работник', name],
      ['Паспорт', passportText(data)],
      ['Адрес регистрации', registrationAddress(data)],
      ['ИНН / СНИЛС', [data.candidate.inn, data.candidate.snils].filter(Boolean).join(' / ')],
    ]),
    partiesSignatures(data, ctx, name),
    para('Экземпляр трудового договора получил(а):', [0, 8, 0, 0]),
    { text: `${name} ____________  Дата: ${data.employment.startDate || BLANK}`, fontSize: 9 },
  ];
}

export const employmentContract: DocumentTemplate = { label: 'employmentContract', copies: 2, content };
