import { describe, expect, it } from 'vitest';
import { DOCUMENT_LABELS, DOCUMENT_TITLES } from '#events/documents/labels';
import { generateDocument } from '#server/features/documents/render';
import { fixtureData } from './fixture';
import { pdfText } from './pdf-text';

/** Text extracted from the generated PDFs: the candidate's data is there, in Cyrillic as written. */
describe('document content', () => {
  const data = fixtureData();
  const text = async (label: (typeof DOCUMENT_LABELS)[number]) =>
    (await pdfText(await generateDocument(label, data))).text;

  it('every label renders its form with the candidate named in Cyrillic', async () => {
    for (const label of DOCUMENT_LABELS) {
      const t = await text(label);
      expect(t, label).toContain('Жуковский');
      // Cyrillic comes back as Cyrillic (no mojibake, no missing glyphs).
      expect(t, label).toMatch(/[а-яё]{6,}/);
      expect(t, label).not.toMatch(/[\uFFFD]|Ð|Ñ/);
    }
    expect(DOCUMENT_TITLES.orderT1).toContain('Т-1');
  });

  it('the employment contract carries the hire: term contract, part-time hours, start and end, the bank', async () => {
    const t = await text('employmentContract');
    expect(t).toContain('Жуковский Ярослав Эдуардович');
    expect(t).toContain('срочный');
    expect(t).toContain('10.03.2025');
    expect(t).toContain('30.04.2025');
    expect(t).toContain('80 часов (внешнее совместительство)');
    expect(t).toContain('40817810938000012345');
    expect(t).toContain('серия 4514 № 638291');
  });

  it('a permanent full-time contract says so', async () => {
    const permanent = fixtureData(
      {},
      { isTermContract: '0', contractExpirationDate: null, parttimerHours: null },
    );
    const t = (await pdfText(await generateDocument('employmentContract', permanent))).text;
    expect(t).toContain('бессрочный');
    expect(t).not.toContain('30.04.2025');
    expect(t).toContain('суммированный учёт рабочего времени');
  });

  it('the order T-1 follows the unified form: codes, number, date, period, position, store', async () => {
    const t = await text('orderT1');
    for (const part of [
      'Унифицированная форма № Т-1',
      '0301001',
      '517-К',
      '03.03.2025',
      'Продавец-кассир',
      'Авиапарк',
    ])
      expect(t).toContain(part);
  });

  it('the personal card T-2 has the profile: passport, addresses, education, military', async () => {
    const t = await text('personalCardT2');
    for (const part of [
      'Унифицированная форма № Т-2',
      '771234567897',
      '112-233-445 95',
      'ул. Викторенко',
      'Тверской торговый колледж',
      'Рядовой',
    ])
      expect(t).toContain(part);
  });

  it('the liability agreements follow the standard forms of resolution No. 85', async () => {
    const dimo = await text('dimo');
    expect(dimo).toContain('постановлением Минтруда России от 31.12.2002 № 85');
    expect(dimo).toContain(
      'принимает на себя полную материальную ответственность за недостачу вверенного ему Работодателем имущества',
    );
    const dkmo = await text('dkmo');
    expect(dkmo).toContain('коллективную (бригадную) материальную ответственность');
    expect(dkmo).toContain('более 50 процентов');
    expect(dkmo).toContain('Дата вступления');
  });

  it('statements and cards carry their own data: bank, military document, consent under 152-ФЗ', async () => {
    expect(await text('salaryTransfer')).toContain('044525225');
    expect(await text('militaryCard')).toContain('АК 12345678');
    expect(await text('personalDataConsent')).toContain('152-ФЗ');
    expect(await text('bankCard')).toContain('ПАО Сбербанк');
  });

  it('without a hire the employment lines are left blank to fill by hand', async () => {
    const { documentDataOf } = await import('#server/features/documents/data');
    const { demoCompany } = await import('#server/features/documents/company');
    const { fixtureQuestionnaire } = await import('./fixture');
    const bare = documentDataOf({
      questionnaire: fixtureQuestionnaire(),
      hire: null,
      store: undefined,
      director: null,
      company: demoCompany('Retail'),
      publicUrl: 'http://localhost',
    });
    const t = (await pdfText(await generateDocument('orderT1', bare))).text;
    expect(t).toContain('Жуковский');
    expect(t).not.toContain('10.03.2025');
    // The contract's kind and hours are not guessed: the printed form offers both to mark.
    expect(t).toContain('срочный / бессрочный трудовой договор');
    expect(t).toContain('полное / неполное рабочее время');
  });
});
