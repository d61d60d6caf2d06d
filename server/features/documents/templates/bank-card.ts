import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay, passportText, registrationAddress, ruDay } from '../format';
import { grid, para, statementFooter, title, type DocumentTemplate, type RenderContext } from '../layout';
import type { Node } from '../pdf';

/**
 * The application to the salary project's bank to open an account and issue a salary card: the
 * employer passes the employee's data to the bank of its salary project.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const c = data.candidate;
  const name = fullName(c);
  const bank = data.employment.bank;
  return [
    { text: `В ${bank?.name || BLANK}`, alignment: 'right', margin: [0, 0, 0, 4] },
    {
      text: `через ${data.company.fullName} (зарплатный проект)`,
      alignment: 'right',
      fontSize: 9,
      margin: [0, 0, 0, 12],
    },
    title('ЗАЯВЛЕНИЕ', 'на открытие счёта и выпуск банковской карты в рамках зарплатного проекта'),
    para(
      'Прошу открыть мне текущий счёт и выпустить к нему банковскую карту для зачисления заработной платы и иных выплат работодателя. Сообщаю о себе:',
    ),
    grid([
      ['Фамилия, имя, отчество', name],
      ['Латиницей на карте', ''],
      ['Дата рождения', ruDay(c.dateBirth)],
      ['Место рождения', c.passport?.placeBirth ?? ''],
      ['Гражданство', c.citizenship],
      ['Документ, удостоверяющий личность', passportText(data) ? `паспорт ${passportText(data)}` : ''],
      ['Адрес регистрации', registrationAddress(data)],
      ['ИНН', c.inn],
      ['Мобильный телефон', c.phone ? `+${c.phone}` : ''],
      ['Электронная почта', c.email],
      ['Работодатель', `${data.company.fullName}, ИНН ${data.company.inn}`],
      ['Должность', data.position.title],
      ['Банк, БИК', bank ? `${bank.name}, ${bank.bic}` : ''],
    ]),
    para(
      'Подтверждаю достоверность сведений. С условиями обслуживания банковских карт и тарифами банка ознакомлен(а) и согласен(на). Даю согласие на передачу работодателем моих персональных данных банку для открытия счёта и выпуска карты.',
    ),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const bankCard: DocumentTemplate = { label: 'bankCard', copies: 1, content };
