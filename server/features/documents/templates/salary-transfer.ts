import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay } from '../format';
import {
  grid,
  para,
  statementFooter,
  statementHeader,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * The salary transfer application (Labour Code art. 136, part 5): the account the salary goes to.
 * The card warns when it is missing (spec part 2, section 8): the fine and the director's
 * disqualification; it must reach HR no later than the day after the employment date.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  const bank = data.employment.bank;
  return [
    statementHeader(data, name, data.position.title),
    title('ЗАЯВЛЕНИЕ', 'о перечислении заработной платы'),
    para(
      `В соответствии с частью 5 статьи 136 Трудового кодекса Российской Федерации прошу перечислять мою заработную плату, начиная с ${data.employment.startDate || BLANK}, на счёт по следующим реквизитам:`,
    ),
    grid([
      ['Получатель', name],
      ['Банк получателя', bank?.name ?? ''],
      ['БИК', bank?.bic ?? ''],
      ['Счёт получателя', bank?.account ?? ''],
    ]),
    para(
      'Об изменении реквизитов обязуюсь сообщить письменно не позднее чем за пятнадцать календарных дней до дня выплаты заработной платы.',
    ),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const salaryTransfer: DocumentTemplate = { label: 'salaryTransfer', copies: 1, content };
