import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay, passportText, registrationAddress } from '../format';
import {
  clauses,
  para,
  placeAndDate,
  statementFooter,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * Consent to the processing of personal data (Federal Law No. 152-FZ of 27.07.2006, article 9):
 * the subject and their passport, the operator, the purpose, the data, the actions, the term and
 * how the consent is withdrawn; written, specific, informed and conscious, as article 9 requires.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  return [
    title('СОГЛАСИЕ', 'на обработку персональных данных'),
    placeAndDate(data),
    para(
      `Я, ${name || BLANK}, паспорт ${passportText(data) || BLANK}, зарегистрированный(ая) по адресу: ${registrationAddress(data) || BLANK}, в соответствии со статьёй 9 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» свободно, своей волей и в своём интересе даю согласие ${data.company.fullName} (ИНН ${data.company.inn}, адрес: ${data.company.address}), далее — Оператор, на обработку моих персональных данных на следующих условиях.`,
    ),
    ...clauses([
      'Цель обработки: заключение и исполнение трудового договора, ведение кадрового и бухгалтерского учёта, начисление и перечисление заработной платы, исполнение обязанностей работодателя перед налоговыми органами, Социальным фондом России и военным комиссариатом.',
      'Перечень данных: фамилия, имя, отчество; дата и место рождения; пол; гражданство; паспортные данные; адреса регистрации и проживания; телефон и электронная почта; ИНН; СНИЛС; сведения об образовании, трудовой деятельности, семейном положении и воинском учёте; реквизиты банковского счёта; подпись и её изображение.',
      'Действия с данными: сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение), извлечение, использование, передача (предоставление, доступ) в случаях, установленных законом, обезличивание, блокирование, удаление, уничтожение — с использованием средств автоматизации и без них.',
      'Согласие действует со дня его подписания в течение срока действия трудового договора и сроков хранения документов, установленных законодательством об архивном деле.',
      'Согласие может быть отозвано мной письменным заявлением, направленным Оператору. Мне разъяснено, что при отзыве согласия Оператор вправе продолжить обработку без согласия в случаях, предусмотренных пунктами 2–11 части 1 статьи 6 Федерального закона № 152-ФЗ.',
      'Мне разъяснены мои права субъекта персональных данных, предусмотренные главой 3 Федерального закона № 152-ФЗ.',
    ]),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const personalDataConsent: DocumentTemplate = { label: 'personalDataConsent', copies: 1, content };
