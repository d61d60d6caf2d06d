import { MILITARY_STATUS_TITLES } from '#events/questionnaire/profile/types';
import type { DocumentData } from '../data';
import {
  fullName,
  issuedDay,
  passportText,
  registrationAddress,
  residentialAddress,
  ruDay,
  sexText,
} from '../format';
import {
  grid,
  headedTable,
  heading,
  signatureLine,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * The personal card, unified form T-2 (Goskomstat resolution No. 1 of 05.01.2004), its main
 * sections: the header table, I. general information (with education and family), II. military
 * registration, III. hiring; the employee's signature under the card.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const c = data.candidate;
  const m = c.military;
  const military = m && m.status && m.status !== 'NonMilitary';
  return [
    {
      text: 'Унифицированная форма № Т-2\nУтверждена постановлением Госкомстата России от 05.01.2004 № 1',
      fontSize: 7,
      alignment: 'right',
    },
    { text: data.company.fullName, fontSize: 9, margin: [0, 4, 0, 4] },
    headedTable(
      [
        'Дата составления',
        'Табельный номер',
        'ИНН',
        'СНИЛС',
        'Алфавит',
        'Характер работы',
        'Вид работы',
        'Пол',
      ],
      [
        [
          issuedDay(data),
          data.number,
          c.inn,
          c.snils,
          c.lastname.charAt(0),
          'постоянно',
          'основная',
          c.sex === 'male' ? 'М' : c.sex === 'female' ? 'Ж' : '',
        ],
      ],
    ),
    { text: 'ЛИЧНАЯ КАРТОЧКА РАБОТНИКА', bold: true, alignment: 'center', margin: [0, 4, 0, 4] },
    heading('I. ОБЩИЕ СВЕДЕНИЯ'),
    grid([
      ['1. Фамилия, имя, отчество', fullName(c)],
      ['2. Дата рождения', ruDay(c.dateBirth)],
      ['3. Место рождения', c.passport?.placeBirth ?? ''],
      ['4. Гражданство', c.citizenship],
      ['5. Пол', sexText(c.sex)],
      ['6. Профессия', data.position.title],
      ['7. Состояние в браке', c.martial?.martialStatus ?? ''],
      ['8. Паспорт', passportText(data)],
      ['9. Адрес места жительства (по паспорту)', registrationAddress(data)],
      ['10. Адрес фактического места жительства', residentialAddress(data)],
      ['11. Дата регистрации по месту жительства', ruDay(c.addresses?.registration.dateRegistration ?? '')],
      ['12. Телефон', c.phone ? `+${c.phone}` : ''],
    ]),
    { text: 'Образование', bold: true, fontSize: 9 },
    headedTable(
      [
        'Вид образования',
        'Образовательное учреждение',
        'Документ, серия, номер',
        'Дата выдачи',
        'Квалификация',
        'Специальность',
      ],
      c.education.length
        ? c.education.map((e) => [
            e.educationType,
            e.educationInstitution,
            `${e.documentType} ${e.documentSeria} ${e.documentNumber}`.trim(),
            ruDay(e.documentIssuedDate),
            e.educationQualification,
            e.educationSpeciality,
          ])
        : [['', '', '', '', '', '']],
    ),
    { text: 'Состав семьи', bold: true, fontSize: 9 },
    headedTable(
      ['Степень родства', 'Фамилия, имя, отчество', 'Год рождения'],
      c.martial?.relatives.length
        ? c.martial.relatives.map((r) => [
            r.relativeState,
            `${r.lastName} ${r.firstName} ${r.patronymicName}`.trim(),
            ruDay(r.birthDate).slice(-4),
          ])
        : [['', '', '']],
    ),
    heading('II. СВЕДЕНИЯ О ВОИНСКОМ УЧЁТЕ'),
    grid([
      ['Отношение к воинской обязанности', m?.status ? MILITARY_STATUS_TITLES[m.status] : ''],
      ['Категория запаса', military ? m.stockCategory : ''],
      ['Воинское звание', military ? m.rank : ''],
      ['Состав (профиль)', military ? m.profile : ''],
      ['Полное кодовое обозначение ВУС', military ? m.profileCode : ''],
      ['Категория годности к военной службе', military ? m.medicineApprove : ''],
      ['Наименование военного комиссариата', military ? m.office : ''],
    ]),
    heading('III. ПРИЁМ НА РАБОТУ И ПЕРЕВОДЫ НА ДРУГУЮ РАБОТУ'),
    headedTable(
      ['Дата', 'Структурное подразделение', 'Должность', 'Тарифная ставка (оклад)', 'Основание'],
      [
        [
          data.employment.startDate,
          data.store.name,
          data.position.title,
          'по штатному расписанию',
          `Приказ № ${data.number}-К от ${issuedDay(data)}`,
        ],
      ],
    ),
    signatureLine(ctx, 'candidate', 'Работник', fullName(c)),
  ];
}

export const personalCardT2: DocumentTemplate = { label: 'personalCardT2', copies: 1, content };
