import { MILITARY_STATUS_TITLES } from '#events/questionnaire/profile/types';
import type { DocumentData } from '../data';
import { fullName, issuedDay, registrationAddress, residentialAddress, ruDay } from '../format';
import { grid, signatureLine, title, type DocumentTemplate, type RenderContext } from '../layout';
import type { Node } from '../pdf';

/**
 * The military registration card (the personal card's military section as the Ministry of
 * Defence's guidelines on keeping registration in organisations ask it): only for those liable for
 * military service (Военнообязанный, Призывник) — the set leaves it out for the others.
 */
const DOCUMENTS: Record<string, string> = {
  VBilet: 'Военный билет',
  Pripisnoe: 'Удостоверение гражданина, подлежащего призыву на военную службу',
  Spravka: 'Справка взамен военного билета',
};

function content(data: DocumentData, ctx: RenderContext): Node[] {
  const c = data.candidate;
  const m = c.military;
  return [
    { text: data.company.fullName, fontSize: 9 },
    title(
      'КАРТОЧКА ВОИНСКОГО УЧЁТА',
      'гражданина, пребывающего в запасе / подлежащего призыву на военную службу',
    ),
    grid([
      ['Фамилия, имя, отчество', fullName(c)],
      ['Дата рождения', ruDay(c.dateBirth)],
      ['Место рождения', c.passport?.placeBirth ?? ''],
      ['Отношение к воинской обязанности', m?.status ? MILITARY_STATUS_TITLES[m.status] : ''],
      ['Документ воинского учёта', m?.documentType ? (DOCUMENTS[m.documentType] ?? m.documentType) : ''],
      ['Серия и номер', m ? `${m.documentSeria} ${m.documentNumber}`.trim() : ''],
      ['Воинское звание', m?.rank ?? ''],
      ['Категория запаса', m?.stockCategory ?? ''],
      ['Состав (профиль)', m?.profile ?? ''],
      ['ВУС (код)', m?.profileCode ?? ''],
      ['Категория годности', m?.medicineApprove ?? ''],
      ['Военный комиссариат по месту жительства', m?.office ?? ''],
      [
        'Мобилизационное предписание',
        m?.mobilizationDocumentExist ? `есть, команда № ${m.militaryCommandPartyNumber}` : 'нет',
      ],
      ['Адрес регистрации', registrationAddress(data)],
      ['Адрес фактического проживания', residentialAddress(data)],
      ['Место работы, должность', `${data.company.name}, ${data.store.name}, ${data.position.title}`],
      ['Дата приёма на работу', data.employment.startDate],
      ['Дата заполнения карточки', issuedDay(data)],
    ]),
    signatureLine(ctx, 'director', 'Ответственный за военный учёт', data.director?.name ?? ''),
    signatureLine(ctx, 'candidate', 'Подпись гражданина', fullName(c)),
  ];
}

export const militaryCard: DocumentTemplate = { label: 'militaryCard', copies: 1, content };
