import { formatMoscow } from '#events/core/moscow-time';
import { DOCUMENT_TITLES, type DocumentLabel } from '#events/documents/labels';
import type { DocumentData } from './data';
import type { Node } from './pdf';

/** One signature placed on a signed copy: who, as whom, when, by which event, and its image. */
export interface SignatureMark {
  /** The line it goes on: 'candidate', 'director', 'team:{n}'. */
  role: string;
  name: string;
  /** ISO time of the signature event. */
  signedAt: string;
  eventId: string;
  /** 'data:image/png;base64,…' */
  pngDataUrl: string;
}

const ROLE_TITLES: Record<string, string> = {
  candidate: 'Работник (кандидат)',
  director: 'Представитель работодателя (директор)',
  employer: 'Представитель работодателя',
};

export const verifyUrl = (data: DocumentData, blankSha256: string): string =>
  `${data.verifyBaseUrl}/protected/verify?sha=${blankSha256}`;

/**
 * The signed copy's last page: who signed, when, the event ids, the SHA-256 of the blank that was
 * shown and signed and of the signed pages before this one, and a QR code to the verification page
 * (which looks the blank's hash up). A page cannot carry its own file's hash: the signed pages' hash
 * is of the copy without this page, rendered the same way.
 */
export function evidencePage(
  label: DocumentLabel,
  data: DocumentData,
  signatures: readonly SignatureMark[],
  hashes: { blank: string; signedPages: string },
): Node[] {
  const url = verifyUrl(data, hashes.blank);
  const cell = (text: string, extra: Record<string, unknown> = {}) => ({ text, fontSize: 8, ...extra });
  return [
    {
      text: 'ЛИСТ УДОСТОВЕРЕНИЯ ПОДПИСЕЙ',
      bold: true,
      fontSize: 12,
      alignment: 'center',
      pageBreak: 'before',
      margin: [0, 0, 0, 10],
    },
    {
      table: {
        widths: [150, '*'],
        body: [
          [cell('Документ'), cell(DOCUMENT_TITLES[label])],
          data.questionnaireId
            ? [cell('Анкета'), cell(`№ ${data.questionnaireId}`)]
            : [cell('Магазин'), cell(`${data.store.name}, договор № ${data.number}`)],
          [cell('SHA-256 бланка'), cell(hashes.blank)],
          [cell('SHA-256 подписанных страниц (без этого листа)'), cell(hashes.signedPages)],
        ],
      },
      margin: [0, 0, 0, 10],
    },
    {
      table: {
        headerRows: 1,
        widths: [110, '*', 90, 140],
        body: [
          ['Роль', 'Подписант', 'Дата и время', 'Событие'].map((h) => cell(h, { bold: true })),
          ...signatures.map((s) => [
            cell(ROLE_TITLES[s.role] ?? s.role),
            cell(s.name),
            cell(formatMoscow(s.signedAt)),
            cell(s.eventId),
          ]),
        ],
      },
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        { qr: url, fit: 110, width: 120 },
        {
          stack: [
            { text: 'Проверка документа', bold: true },
            {
              text: 'Отсканируйте код или откройте ссылку: страница проверки скажет, к какой анкете и какому документу относится бланк, кем и когда он подписан и совпадает ли предъявленный файл с подписанным.',
              fontSize: 9,
            },
            { text: url, fontSize: 8, color: '#1f4e9e' },
          ],
          margin: [10, 0, 0, 0],
        },
      ],
    },
  ];
}
