import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LABELS } from '#events/documents/labels';
import { documentSha256 } from '#server/features/documents/pdf';
import { generateDocument, renderSigned } from '#server/features/documents/render';
import { fixtureData } from './fixture';
import { pdfInfo } from './pdf-text';
import { PNG_SIGNATURE } from './signature-png';

/** Same data, same bytes: the hash a signature is bound to means something only then. */
describe('deterministic documents', () => {
  it('two generations of every document are byte-identical, whatever was generated before', async () => {
    const data = fixtureData();
    const first: Buffer[] = [];
    for (const label of DOCUMENT_LABELS) first.push(await generateDocument(label, data));
    // The second pass in reverse order: nothing a document leaves behind (fonts' glyph caches) leaks.
    const second: Buffer[] = [];
    for (const label of [...DOCUMENT_LABELS].reverse()) second.unshift(await generateDocument(label, data));
    first.forEach((bytes, i) => expect(bytes.equals(second[i]!), DOCUMENT_LABELS[i]).toBe(true));
  });

  it('a fresh process makes the same bytes as one that generated other documents before', async () => {
    // A glyph remembers the character it was first reached by (its ToUnicode entry): a process
    // that made other documents first must not map a document's text differently.
    const data = fixtureData();
    const warm: string[] = [];
    for (const label of ['jobDescription', 'dimo', 'employmentContract'] as const)
      warm.push(`${label} ${documentSha256(await generateDocument(label, data))}`);
    const run = (labels: string[]) =>
      promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        'tests/unit/documents/generate-child.ts',
        ...labels,
      ]);
    const [dimo, contract] = await Promise.all([run(['dimo']), run(['employmentContract'])]);
    expect(dimo.stdout.trim()).toBe(warm[1]);
    expect(contract.stdout.trim()).toBe(warm[2]);
  }, 60_000);

  it('the PDF carries the data’s time as its dates and a file id derived from them, no clock', async () => {
    const bytes = await generateDocument('salaryTransfer', fixtureData());
    const info = await pdfInfo(bytes);
    expect(info.CreationDate).toMatch(/^D:20250303081500Z/);
    expect(info.ModDate).toMatch(/^D:20250303081500Z/);
    const later = await generateDocument('salaryTransfer', {
      ...fixtureData(),
      issuedAt: '2025-03-04T08:15:00.000Z',
    });
    expect((await pdfInfo(later)).CreationDate).toMatch(/^D:20250304081500Z/);
    // The file id is an MD5 of the info dictionary: another date, another id.
    const id = (b: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(b.toString('latin1'))?.[1];
    expect(id(bytes)).toMatch(/^[0-9a-f]{32}$/);
    expect(id(later)).not.toBe(id(bytes));
  });

  it('the SHA-256 changes when one field changes', async () => {
    const base = documentSha256(await generateDocument('employmentContract', fixtureData()));
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(documentSha256(await generateDocument('employmentContract', fixtureData()))).toBe(base);
    const changedAccount = fixtureData(
      {},
      {
        salaryProject: {
          id: 'sber',
          ui: {
            salaryProjectName: 'ПАО Сбербанк',
            bic_cbrf: '044525225',
            account: '40817810938000012346',
            name: '',
          },
        },
      },
    );
    expect(documentSha256(await generateDocument('employmentContract', changedAccount))).not.toBe(base);
    const q = fixtureData().candidate;
    const changedName = { ...fixtureData(), candidate: { ...q, firstname: 'Ярополк' } };
    expect(documentSha256(await generateDocument('employmentContract', changedName))).not.toBe(base);
  });

  it('a signed copy is deterministic too', async () => {
    const data = fixtureData();
    const blank = documentSha256(await generateDocument('dimo', data));
    const marks = [
      {
        role: 'candidate',
        name: 'Жуковский Ярослав Эдуардович',
        signedAt: '2025-03-05T10:00:00.000Z',
        eventId: 'e-1',
        pngDataUrl: PNG_SIGNATURE,
      },
    ];
    const a = await renderSigned('dimo', data, marks, blank);
    const b = await renderSigned('dimo', data, marks, blank);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(a.sha256).toBe(documentSha256(a.bytes));
  });
});
