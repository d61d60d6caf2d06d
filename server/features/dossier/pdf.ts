import { actorText } from '#events/core/roles';
import {
  DOSSIER_INTEGRITY_NOTE,
  DOSSIER_SECTIONS,
  FULL_HISTORY_TITLE,
  type DossierEventLine,
  type DossierHeader,
  type DossierSection,
} from '#events/dossier/api';
import { STATE_TITLES } from '#events/questionnaire/states';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { renderPdf, type PdfNode as Node } from '../documents';
import { cell, eventsTable, facts, mono, note, sectionTitle, table, when, who } from './pdf-parts';
import { approvalSection, checksSection, hireSection, signaturesSection } from './pdf-sections';
import { sectionOf } from './story';

const TITLE = 'Досье кандидата';

const fullName = (v: QuestionnaireView) =>
  [v.info.lastname, v.info.firstname, v.info.woPatronymic ? '' : v.info.secondname].filter(Boolean).join(' ');

function titlePage(view: QuestionnaireView, header: DossierHeader, masked: boolean): Node[] {
  const store = [view.vacancy.storeMall ? `ТЦ ${view.vacancy.storeMall}` : '', view.vacancy.storeName]
    .filter(Boolean)
    .join(', ');
  return [
    { text: TITLE, fontSize: 24, bold: true, margin: [0, 120, 0, 6] },
    { text: fullName(view), fontSize: 16, margin: [0, 0, 0, 24] },
    facts([
      ['Анкета', `№ ${view.id}`],
      ['Вакансия', view.vacancy.positionTitle],
      ['Магазин', `${store} (${view.vacancy.cityName})`],
      ['Статус анкеты', STATE_TITLES[view.state] ?? view.state],
      ['Облегчённая анкета', view.lightQuestionnaireId ? `№ ${view.lightQuestionnaireId}` : 'нет'],
      ['Сформировано', when(header.generatedAt)],
      ['Кем', actorText(header.generatedBy)],
      ['Событий', String(header.count)],
      ['SHA-256 файла JSON Lines', mono(header.sha256, 8)],
    ]),
    note(`${DOSSIER_INTEGRITY_NOTE}. Тот же хеш стоит в первой строке файла досье JSON Lines.`),
    ...(masked
      ? [note('Номера документов и подписи скрыты: у получателя нет права видеть их полностью.')]
      : []),
  ];
}

/** 'Анкета': the candidate as the record says now, then what happened to the light and full questionnaire. */
function questionnaireSection(view: QuestionnaireView, lines: readonly DossierEventLine[]): Node[] {
  return [
    facts([
      ['Фамилия, имя, отчество', fullName(view)],
      ['Дата рождения', view.info.dateBirth ?? ''],
      ['Телефон', view.info.phone ?? ''],
      ['E-mail', view.info.email ?? ''],
      ['Открыта', when(view.createdAt)],
    ]),
    eventsTable(lines),
  ];
}

function fullHistory(lines: readonly DossierEventLine[]): Node {
  const rows = lines.map((l) => [
    cell(String(l.position)),
    cell(when(l.occurredAt)),
    cell(`${l.stream} · ${l.revision}`),
    cell(who(l)),
    cell(l.sentence),
  ]);
  return table(
    [34, 66, 80, 95, '*'],
    ['Позиция', 'Дата и время', 'Запись · ревизия', 'Кто', 'Событие'],
    rows,
  );
}

const BUILDERS: Record<Exclude<DossierSection, 'questionnaire'>, (l: DossierEventLine[]) => Node[]> = {
  checks: checksSection,
  approval: approvalSection,
  hire: hireSection,
  signatures: signaturesSection,
};

/**
 * The dossier's PDF: the title page, the five parts of the story and the full history, page
 * numbers and the JSON Lines' hash in the footer. Deterministic (server/features/documents/pdf.ts):
 * the same events, viewer and moment give the same bytes.
 */
export function dossierPdf(
  view: QuestionnaireView,
  header: DossierHeader,
  lines: readonly DossierEventLine[],
  masked: boolean,
): Promise<Buffer> {
  const parts = new Map<DossierSection, DossierEventLine[]>();
  for (const line of lines) {
    const section = sectionOf(line.stream);
    const part = parts.get(section);
    if (part) part.push(line);
    else parts.set(section, [line]);
  }
  const content: Node[] = [...titlePage(view, header, masked)];
  for (const [section, title] of Object.entries(DOSSIER_SECTIONS) as [DossierSection, string][]) {
    const own = parts.get(section) ?? [];
    content.push(sectionTitle(title));
    content.push(...(section === 'questionnaire' ? questionnaireSection(view, own) : BUILDERS[section](own)));
  }
  content.push(sectionTitle(FULL_HISTORY_TITLE), fullHistory(lines));
  return renderPdf(
    {
      content,
      footer: (page, pages) => ({
        columns: [
          { text: `${TITLE} · анкета № ${view.id} · SHA-256 ${header.sha256.slice(0, 16)}…`, fontSize: 7 },
          { text: `стр. ${page} из ${pages}`, alignment: 'right', fontSize: 7, width: 70 },
        ],
        margin: [56, 12, 42, 0],
        color: '#555555',
      }),
    },
    { title: `${TITLE}: анкета № ${view.id}`, createdAt: header.generatedAt, subject: `Анкета № ${view.id}` },
  );
}
