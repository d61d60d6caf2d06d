import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { dossierBody, dossierHeader, jsonlChunks } from '#server/features/dossier/lines';
import { dossierData, HIDDEN_SIGNATURE } from '#server/features/dossier/masking';
import { dossierPdf } from '#server/features/dossier/pdf';
import { sectionOf } from '#server/features/dossier/story';
import { pdfText } from '../documents/pdf-text';

/** The dossier's pure parts (issue 28, item 4): masking per viewer, the hashed body, the PDF's bytes. */
let position = 0;
function event(
  streamId: string,
  type: string,
  data: unknown,
  at = '2026-03-02T09:15:00.000Z',
): EventEnvelope {
  position++;
  return {
    id: `e-${position}`,
    type,
    streamId,
    revision: position - 1,
    position,
    data,
    meta: {
      actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
      occurredAt: at,
      correlationId: `c-${position}`,
      causationId: `c-${position}`,
      schemaVersion: 1,
    },
  };
}

const passport = { series: '4519', number: '132139', departmentNumber: '770-001', placeBirth: 'г. Москва' };
const personal = { lastname: 'Семёнов', inn: '771007127146', snils: '100-942-561 18' };
const signed = {
  questionnaireId: '9',
  candidate: { name: 'Семёнов Кирилл', png: 'data:image/png;base64,AAAA', strokes: [[{ x: 1 }]] },
  director: { userId: '1003', name: 'Петров Иван', png: 'data:image/png;base64,BBBB', strokes: [] },
  documents: [{ label: 'employmentContract', blankSha256: 'a'.repeat(64), signedSha256: 'b'.repeat(64) }],
};
const account = '40817810099910004312';
const hire = {
  hireId: 'h1',
  form: { salaryProject: { id: 'sber', ui: { account, bic_cbrf: '044525225' } } },
};

describe('dossier data as the viewer may see it', () => {
  it('is whole for those who hire, secrets redacted', () => {
    expect(dossierData('HR', 'ProfilePassportSaved', { passport })).toEqual({ passport });
    expect(dossierData('StoreDirector', 'DocumentsSigned', signed)).toEqual(signed);
    expect(dossierData('Admin', 'ApprovalCodeSent', { codeHash: 'x', phoneMasked: '+7***' })).toEqual({
      codeHash: '***',
      phoneMasked: '+7***',
    });
  });

  it('masks identity numbers, the salary account and signatures for the others', () => {
    const masked = dossierData('UnitDirector', 'ProfilePassportSaved', { passport }) as any;
    expect(masked.passport).toMatchObject({ series: '••••', number: '••2139', placeBirth: 'г. Москва' });
    const inn = (dossierData('RegionDirector', 'ProfilePersonalSaved', { personal }) as any).personal;
    expect(inn).toMatchObject({ lastname: 'Семёнов', inn: '••••••••7146', snils: '•••-•••-•61 18' });
    const form = (dossierData('UnitDirector', 'HireRequested', hire) as any).form;
    expect(form.salaryProject.ui.account).toBe(`${'•'.repeat(16)}4312`);
    const sign = dossierData('UnitDirector', 'DocumentsSigned', signed) as any;
    expect(sign.candidate).toEqual({ name: 'Семёнов Кирилл', png: HIDDEN_SIGNATURE, strokes: [] });
    expect(sign.director.png).toBe(HIDDEN_SIGNATURE);
    expect(sign.documents).toEqual(signed.documents);
    const dkmo = dossierData('UnitDirector', 'DkmoMemberSigned', {
      sign: { pngDataUrl: 'data:x', strokes: [[]] },
    });
    expect(dkmo).toEqual({ sign: { pngDataUrl: HIDDEN_SIGNATURE, strokes: [] } });
  });
});

describe('the JSON Lines body', () => {
  const events = [
    event('questionnaire-9', 'ProfilePassportSaved', { passport }),
    event('checks-9', 'CheckReplyReceived', {
      check: 'fssp',
      source: 'sandbox-fssp',
      answer: 'Запрос отправлен',
    }),
    event('signing-9', 'DocumentsSigned', signed),
  ];

  it('hashes exactly the event lines it sends, one per event with its newline', () => {
    const body = dossierBody('HR', events);
    const header = dossierHeader('9', body, '2026-03-03T10:00:00.000Z', { userId: '1', role: 'HR' });
    const file = [...jsonlChunks(header, body)].join('');
    const [first, ...rest] = file.split('\n');
    expect(JSON.parse(first!)).toMatchObject({ questionnaireId: '9', count: 3, sha256: body.sha256 });
    expect(rest).toHaveLength(4); // three lines and the empty string after the last newline
    expect(createHash('sha256').update(rest.join('\n')).digest('hex')).toBe(body.sha256);
    expect(rest.slice(0, 3).map((l) => JSON.parse(l).position)).toEqual(events.map((e) => e.position));
  });

  it('depends on the events and the viewer only, not on when or by whom it is made', () => {
    expect(dossierBody('HR', events).sha256).toBe(dossierBody('Admin', events).sha256);
    expect(dossierBody('UnitDirector', events).sha256).not.toBe(dossierBody('HR', events).sha256);
  });

  it('puts each stream in its part of the story', () => {
    expect(sectionOf('questionnaireLight-4')).toBe('questionnaire');
    expect(sectionOf('questionnaire-9')).toBe('questionnaire');
    expect(sectionOf('checks-9')).toBe('checks');
    expect(sectionOf('approval-9')).toBe('approval');
    expect(sectionOf('hire-9')).toBe('hire');
    expect(sectionOf('signing-9')).toBe('signatures');
    expect(sectionOf('dkmo-10412')).toBe('signatures');
  });
});

describe('the PDF', () => {
  const view = {
    id: '9',
    info: { lastname: 'Семёнов', firstname: 'Кирилл', secondname: 'Александрович', woPatronymic: false },
    vacancy: {
      positionTitle: 'Продавец-кассир',
      storeName: 'Авиапарк',
      storeMall: 'Авиапарк',
      cityName: 'Москва',
    },
    state: 'employed',
    createdAt: '2026-03-01T08:00:00.000Z',
  } as unknown as QuestionnaireView;
  const events = [
    event('questionnaire-9', 'QuestionnaireCommented', { text: 'Созвонились' }),
    event('signing-9', 'DocumentsSigned', signed, '2026-03-02T12:40:00.000Z'),
  ];
  const body = dossierBody('HR', events);
  const made = (at: string) =>
    dossierPdf(
      view,
      dossierHeader('9', body, at, { userId: '1002', role: 'HR', name: 'Кадрова Елена' }),
      body.lines,
      false,
    );

  it('is the same bytes for the same story, viewer and moment', async () => {
    const a = await made('2026-03-03T10:00:00.000Z');
    const b = await made('2026-03-03T10:00:00.000Z');
    expect(a.equals(b)).toBe(true);
    expect((await made('2026-03-03T10:01:00.000Z')).equals(a)).toBe(false);
  });

  it('prints the moment in Moscow time, the hashes whole and the sections', async () => {
    const { text } = await pdfText(await made('2026-03-03T10:00:00.000Z'));
    expect(text).toContain('Сформировано 03.03.2026 13:00 (МСК)');
    expect(text).toContain('Кадрова Елена (HR-специалист)');
    expect(text).toContain(body.sha256);
    expect(text).toContain('a'.repeat(64));
    expect(text).toContain('b'.repeat(64));
    expect(text).toContain('Подписание 02.03.2026 15:40 (МСК)');
    expect(text).toContain('Проверки не запрашивались.');
    expect(text).toContain('Документы и подписи');
  });
});
