import {
  CHECK_TITLES,
  FSSP_STATUS_TITLES,
  SELF_EMPLOYMENT_TITLES,
  type CheckKind,
  type CheckResult,
} from '#events/checks/events';
import { DOCUMENT_TITLES, type DocumentLabel } from '#events/documents/labels';
import type { DossierEventLine } from '#events/dossier/api';
import type { PdfNode as Node } from '../documents';
import { cell, eventsTable, facts, mono, note, subTitle, table, when, who } from './pdf-parts';

/** The details the sections print, read from event data (the viewer's masked copy). */
type Data = Record<string, unknown>;
const data = (l: DossierEventLine): Data => (l.data && typeof l.data === 'object' ? (l.data as Data) : {});
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

function checkResultText(result: CheckResult | undefined): string {
  if (!result) return '';
  if (result.blacklist) return result.blacklist.has ? 'Найден в чёрном списке' : 'В чёрном списке не найден';
  if (result.fssp) {
    const debts = result.fssp.debtBalanceEp + result.fssp.debtBalanceOther + result.fssp.debtBalanceFine;
    return `${FSSP_STATUS_TITLES[result.fssp.status]}; задолженность ${debts} ₽`;
  }
  if (result.selfEmployment) return SELF_EMPLOYMENT_TITLES[result.selfEmployment.status];
  if (result.criminalRecord) return result.criminalRecord.has ? 'Судимость есть' : 'Судимости нет';
  if (result.storeVacancy) return result.storeVacancy.message;
  return '';
}

/** 'Проверки': each source's answers and verdicts, as they came. */
export function checksSection(lines: readonly DossierEventLine[]): Node[] {
  const rows = lines.map((l) => {
    const d = data(l);
    const check = CHECK_TITLES[d.check as CheckKind] ?? '';
    let answer = l.sentence;
    if (l.type === 'CheckReplyReceived') answer = str(d.answer);
    if (l.type === 'CheckCompleted')
      answer = `${d.passed ? 'Пройдена' : 'Не пройдена'}. ${checkResultText(d.result as CheckResult)}`;
    if (l.type === 'CheckFailed') answer = `Ошибка: ${str(d.message)}`;
    if (l.type === 'CheckRequested') answer = `Запрошена (${who(l)})`;
    return [cell(when(l.occurredAt)), cell(check), cell(str(d.source)), cell(answer)];
  });
  if (rows.length === 0) return [note('Проверки не запрашивались.')];
  return [table([70, 100, 90, '*'], ['Дата и время', 'Проверка', 'Источник', 'Ответ источника'], rows)];
}

/** 'Согласование': who asked, who approved (by code or click), refusals of a code. */
export function approvalSection(lines: readonly DossierEventLine[]): Node[] {
  return [
    eventsTable(lines, (l) => {
      const d = data(l);
      const director = d.director as { name?: string } | null | undefined;
      const parts = [
        director?.name ? `Директор: ${director.name}` : '',
        d.method === 'code' ? 'по коду из SMS' : d.method === 'click' ? 'в консоли' : '',
        typeof d.phoneMasked === 'string' ? `телефон ${d.phoneMasked}` : '',
      ];
      return parts.filter(Boolean).join(', ');
    }),
  ];
}

/** 'Трудоустройство и 1С': the request, each delivery attempt, 1C's document and its number. */
export function hireSection(lines: readonly DossierEventLine[]): Node[] {
  const delivered = lines.filter((l) => l.type === 'HireDelivered').at(-1);
  const document = delivered ? (data(delivered).document as Data | undefined) : undefined;
  const summary = document
    ? facts([
        ['Документ 1С (приём на работу)', `№ ${str(document.number)}`],
        ['Проведён', document.posted === 'posted' ? 'да' : str(document.posted)],
        ['Ссылка на документ', mono(str(document.documentRef))],
      ])
    : note('1С не подтвердила приём на работу: номера документа нет.');
  const table = eventsTable(lines, (l) => {
    const d = data(l);
    if (l.type === 'HireDelivered') return `Документ 1С № ${str((d.document as Data | undefined)?.number)}`;
    if (l.type === 'HireDeliveryFailed') return `Попытка ${str(d.attempt)}: ${str(d.message)}`;
    if (l.type === 'HireDocumentsReady' || l.type === 'HireDocumentsRegenerated')
      return `Документы: ${(d.documents as string[] | undefined)?.join(', ') ?? ''}`;
    if (l.type === 'HireRolledBack') return `1С: ${str(d.oneS)}`;
    return '';
  });
  return [summary, table];
}

interface SignedHashes {
  label: DocumentLabel;
  blankSha256: string;
  signedSha256: string;
}

/** 'Документы и подписи': every signing with each document's hashes; the person's DKMO membership. */
export function signaturesSection(lines: readonly DossierEventLine[]): Node[] {
  const out: Node[] = [];
  const signings = lines.filter((l) => l.type === 'DocumentsSigned');
  if (signings.length === 0) out.push(note('Документы не подписаны.'));
  for (const l of signings) {
    const d = data(l);
    const docs = (d.documents as SignedHashes[] | undefined) ?? [];
    out.push(subTitle(`Подписание ${when(l.occurredAt)}`));
    out.push(
      facts([
        ['Кандидат', str((d.candidate as Data | undefined)?.name)],
        ['Директор', str((d.director as Data | undefined)?.name)],
        ['В присутствии директора', d.presenceConfirmed ? 'да' : 'нет'],
        ['Событие', mono(l.eventId)],
      ]),
    );
    const rows = docs.map((doc) => [
      cell(DOCUMENT_TITLES[doc.label] ?? doc.label),
      {
        stack: [
          cell('бланк:'),
          mono(doc.blankSha256),
          cell('подписанный экземпляр:'),
          mono(doc.signedSha256),
        ],
      },
    ]);
    out.push(table([150, '*'], ['Документ', 'SHA-256'], rows));
  }
  const dkmo = lines.filter((l) => l.stream.startsWith('dkmo-'));
  if (dkmo.length > 0) {
    out.push(subTitle('ДКМО: членство в коллективе'));
    const rows = dkmo.map((l) => {
      const d = data(l);
      return [
        cell(when(l.occurredAt)),
        cell(l.sentence),
        cell(str(d.numberDkmo) || `договор ${str(d.agreement)}`),
        typeof d.documentSha256 === 'string' ? mono(d.documentSha256, 6) : cell(''),
      ];
    });
    out.push(table([62, '*', 50, 240], ['Дата и время', 'Что произошло', 'ДКМО', 'SHA-256 договора'], rows));
  }
  return out;
}
