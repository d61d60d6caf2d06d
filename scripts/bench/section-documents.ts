import { deflateSync } from 'node:zlib';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtMs, percentile } from './stats';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { demoCompany } from '#server/features/documents/company';
import { documentDataOf } from '#server/features/documents/data';
import { documentSha256 } from '#server/features/documents/pdf';
import { generateDocument, renderSigned } from '#server/features/documents/render';
import { labelsFor } from '#server/features/documents/set';
import { demoProfile } from '#server/features/questionnaire/demo-profile';

/** Issue 27's targets: the whole set of one hire under 2 s, one signed document under 300 ms. */
const SET_MS = 2000;
const SIGNED_MS = 300;

/** A 300x110 signature as the canvas sends it: a wavy stroke, PNG (RGB, deflated). */
function signaturePng(seed: number): string {
  const w = 300;
  const h = 110;
  const raw = Buffer.alloc((w * 3 + 1) * h, 255);
  for (let y = 0; y < h; y++) raw[y * (w * 3 + 1)] = 0;
  for (let x = 10; x < w - 10; x++) {
    const y = Math.round(55 + 30 * Math.sin((x + seed) / 17) * Math.cos(x / 53));
    for (let d = -1; d <= 1; d++)
      raw.fill(40, (y + d) * (w * 3 + 1) + 1 + x * 3, (y + d) * (w * 3 + 1) + 4 + x * 3);
  }
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) =>
    (b.reduce((c, v) => table[(c ^ v) & 255]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A hire as the demo has them: a male seller with the whole demo profile (so the set is the largest). */
function hireData(n: number) {
  const p = demoProfile(n, 'male', '1994-03-15');
  const info = { lastname: 'Жуковский', firstname: 'Ярослав', secondname: 'Эдуардович', woPatronymic: false };
  const personal = {
    ...info,
    sex: 'male' as const,
    citizenship: 'Россия',
    email: 'bench@mail.ru',
    dateBirth: '15.03.1994',
    phone: '79161234567',
    aboutYourself: '',
    hasEmploymentHistory: 'Have' as const,
    inn: p.inn,
    snils: p.snils,
  };
  const at = '2025-02-20T07:30:00.000Z';
  const questionnaire: QuestionnaireView = {
    id: String(n),
    seq: n,
    source: 'staff',
    contractorType: 'Employee',
    state: 'waitingSigningDocuments',
    previousState: null,
    rejectedReason: null,
    info: { ...info, sex: 'male', dateBirth: '1994-03-15', phone: '79161234567', email: 'bench@mail.ru' },
    vacancy: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      storeMall: 'Авиапарк',
      cityId: '1',
      cityName: 'Москва',
      positionId: '4',
      positionTitle: 'Продавец-кассир',
    },
    IStoreId: '10412',
    cityId: '1',
    positionId: '4',
    comments: [],
    profile: { personal, passport: p.passport, addresses: p.addresses, military: p.military, education: [] },
    lastChange: { kind: 'state', at, by: { userId: '1002', role: 'HR' } },
    createdAt: at,
    updatedAt: at,
    revision: 1,
  };
  return documentDataOf({
    questionnaire,
    hire: null,
    store: undefined,
    director: { name: 'Петров Иван', position: 'Директор магазина' },
    company: demoCompany('Retail'),
    publicUrl: 'http://localhost:3000',
  });
}

/** Test 13 (issue 27): documents generated in this process (no server, no cache: the engine's own time). */
export async function documentsSection(ctx: BenchContext): Promise<SectionResult> {
  ctx.log('13. documents: the whole set of one hire, one signed document');
  const runs = ctx.scale.listCalls > 100 ? 10 : 4;
  await generateDocument('employmentContract', hireData(0)); // loads the engine and parses the fonts once
  const setTimes: number[] = [];
  let count = 0;
  for (let i = 1; i <= runs; i++) {
    const data = hireData(i);
    const t0 = performance.now();
    const labels = labelsFor(data);
    for (const label of labels) await generateDocument(label, data);
    setTimes.push(performance.now() - t0);
    count = labels.length;
  }
  const signedTimes: number[] = [];
  const marks = [
    {
      role: 'candidate',
      name: 'Жуковский Я. Э.',
      signedAt: '2025-03-05T10:00:00.000Z',
      eventId: 'bench-1',
      pngDataUrl: signaturePng(1),
    },
    {
      role: 'director',
      name: 'Петров Иван',
      signedAt: '2025-03-05T10:01:00.000Z',
      eventId: 'bench-2',
      pngDataUrl: signaturePng(2),
    },
  ];
  for (let i = 1; i <= runs * 3; i++) {
    const data = hireData(i);
    const blank = documentSha256(await generateDocument('employmentContract', data));
    const t0 = performance.now();
    await renderSigned('employmentContract', data, marks, blank);
    signedTimes.push(performance.now() - t0);
  }
  const setP50 = percentile(setTimes, 50);
  const signedP50 = percentile(signedTimes, 50);
  return {
    rows: [
      row(
        '13',
        `whole document set of one hire (${count} PDFs) p50 / max (${runs} runs)`,
        `${fmtMs(setP50)} / ${fmtMs(Math.max(...setTimes))}`,
        `p50 < ${SET_MS} ms`,
        judge(setP50 < SET_MS),
      ),
      row(
        '13',
        `one signed document (contract, 2 signatures, evidence page) p50 / p99 (${signedTimes.length})`,
        `${fmtMs(signedP50)} / ${fmtMs(percentile(signedTimes, 99))}`,
        `p50 < ${SIGNED_MS} ms`,
        judge(signedP50 < SIGNED_MS),
      ),
    ],
    notes: [],
  };
}
