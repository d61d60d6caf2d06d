import { describe, expect, it } from 'vitest';
import { documentSha256 } from '#server/features/documents/pdf';
import { generateDocument, renderSigned } from '#server/features/documents/render';
import { labelsFor } from '#server/features/documents/set';
import { fixtureData } from './fixture';
import { pdfText } from './pdf-text';
import { PNG_SIGNATURE } from './signature-png';

const data = fixtureData();
const marks = [
  {
    role: 'candidate',
    name: 'Жуковский Ярослав Эдуардович',
    signedAt: '2025-03-05T10:00:00.000Z',
    eventId: '0195f0c2-0000-7000-8000-000000000001',
    pngDataUrl: PNG_SIGNATURE,
  },
  {
    role: 'director',
    name: 'Петров Иван',
    signedAt: '2025-03-05T10:02:00.000Z',
    eventId: '0195f0c2-0000-7000-8000-000000000002',
    pngDataUrl: PNG_SIGNATURE,
  },
];

describe('document variants (spec section 7)', () => {
  it('print: the agreements in two copies, the employer’s and the employee’s', async () => {
    const blank = await pdfText(await generateDocument('employmentContract', data));
    const print = await pdfText(await generateDocument('employmentContract', data, 'print'));
    expect(print.pages).toBe(blank.pages * 2);
    expect(print.text).toContain('Экземпляр работодателя');
    expect(print.text).toContain('Экземпляр работника');
    expect(print.text).toContain('экземпляр для подписи на бумаге');
    const single = await pdfText(await generateDocument('salaryTransfer', data, 'print'));
    expect(single.pages).toBe(1);
  });

  it('kmo: the order on the liability agreement, and its printed blank with the number left to write', async () => {
    const kmo = (await pdfText(await generateDocument('dkmo', data, 'kmo'))).text;
    expect(kmo).toContain('ПРИКАЗ № 517-КМО');
    expect(kmo).toContain('коллективной (бригадной)');
    expect(kmo).toContain('Жуковский Ярослав Эдуардович');
    const blank = (await pdfText(await generateDocument('dimo', data, 'kmoPrint'))).text;
    expect(blank).toContain('ПРИКАЗ № ______');
    expect(blank).toContain('индивидуальной');
    await expect(generateDocument('orderT1', data, 'kmo')).rejects.toThrow(/материальной ответственности/);
  });

  it('signed: the images on the signature lines and an evidence page with signers, times, events, hashes and the QR link', async () => {
    const blankBytes = await generateDocument('employmentContract', data);
    const blankSha = documentSha256(blankBytes);
    const signed = await renderSigned('employmentContract', data, marks, blankSha);
    const blank = await pdfText(blankBytes);
    const text = await pdfText(signed.bytes);
    expect(text.pages).toBe(blank.pages + 1);
    // Long ids and links wrap in their table cells: compared without the spaces a wrap leaves.
    const flat = text.text.replace(/\s/g, '');
    for (const part of [
      'ЛИСТУДОСТОВЕРЕНИЯПОДПИСЕЙ',
      blankSha,
      signed.signedPagesSha256,
      '0195f0c2-0000-7000-8000-000000000001',
      '0195f0c2-0000-7000-8000-000000000002',
      '05.03.202513:00(МСК)',
      'ПетровИван',
      `https://hiring.example.ru/protected/verify?sha=${blankSha}`,
    ])
      expect(flat).toContain(part);
    // The signature images are embedded (two image XObjects), the blank has none.
    const images = (b: Buffer) => b.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(blankBytes)).toBe(0);
    expect(images(signed.bytes)).toBeGreaterThanOrEqual(1);
    expect(signed.sha256).not.toBe(blankSha);
  });

  it('a signature that is not a PNG data URL is refused', async () => {
    const jpeg = { ...marks[0]!, pngDataUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' };
    await expect(renderSigned('dimo', data, [jpeg], 'x')).rejects.toThrow(/PNG/);
    const fake = { ...marks[0]!, pngDataUrl: 'data:image/png;base64,aGVsbG8gd29ybGQ=' };
    await expect(renderSigned('dimo', data, [fake], 'x')).rejects.toThrow(/PNG/);
  });
});

describe('the set of one hire', () => {
  it('a seller with a paper work book, liable for military service', () => {
    expect(labelsFor(data)).toEqual([
      'employmentApplication',
      'employmentContract',
      'orderT1',
      'jobDescription',
      'dkmo',
      'personalDataConsent',
      'personalCardT2',
      'paperWorkBook',
      'workBookReceipt',
      'salaryTransfer',
      'bankCard',
      'militaryCard',
    ]);
  });

  it('a merchandiser with an electronic record, not liable: the individual agreement, no military card', () => {
    const base = fixtureData();
    const other = {
      ...base,
      position: { id: '7', title: 'Мерчендайзер' },
      candidate: { ...base.candidate, employmentHistory: 'HaveEl' as const, military: null },
    };
    const labels = labelsFor(other);
    expect(labels).toContain('dimo');
    expect(labels).not.toContain('dkmo');
    expect(labels).toContain('electronicWorkBook');
    expect(labels).not.toContain('paperWorkBook');
    expect(labels).not.toContain('workBookReceipt');
    expect(labels).not.toContain('militaryCard');
  });
});
