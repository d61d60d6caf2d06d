import { describe, expect, it } from 'vitest';
import { demoCompany } from '#server/features/documents/company';
import { storeAgreementData } from '#server/features/documents/data';
import { documentSha256 } from '#server/features/documents/pdf';
import { generateDocument, renderSigned } from '#server/features/documents/render';
import { pdfText } from './pdf-text';
import { PNG_SIGNATURE } from './signature-png';

/** The store's own collective agreement, as the DKMO screen makes it: the team on its lines. */
describe('the store’s collective agreement', () => {
  const data = storeAgreementData({
    store: {
      IStoreId: '10412',
      name: 'Авиапарк',
      param: { cityId: '1', fullAddress: 'г. Москва, Ходынский б-р, д. 4', mall: 'Авиапарк' },
    },
    city: 'Москва',
    number: '10412-1',
    concludedAt: '2025-01-15T09:00:00.000Z',
    director: { name: 'Петров Иван', position: 'Директор магазина' },
    team: [
      { fio: 'Кузнецова Ольга Игоревна', position: 'Администратор магазина', joinedAt: '15.01.2025' },
      {
        fio: 'Смирнов Павел Андреевич',
        position: 'Продавец-кассир',
        joinedAt: '15.01.2025',
        leftAt: '28.02.2025',
      },
      { fio: 'Жуковский Ярослав Эдуардович', position: 'Продавец-кассир', joinedAt: '10.03.2025' },
    ],
    company: demoCompany('Retail'),
    publicUrl: 'https://hiring.example.ru',
  });

  it('lists every member with the dates they joined and left', async () => {
    const text = (await pdfText(await generateDocument('dkmo', data))).text;
    for (const part of [
      'Кузнецова Ольга Игоревна',
      'Смирнов Павел Андреевич',
      '28.02.2025',
      '10.03.2025',
      'Петров Иван',
      '«15» января 2025 г.',
    ])
      expect(text).toContain(part);
  });

  it('the members sign on their own lines (roles team:{n})', async () => {
    const blank = await generateDocument('dkmo', data);
    const signed = await renderSigned(
      'dkmo',
      data,
      [
        {
          role: 'director',
          name: 'Петров Иван',
          signedAt: '2025-01-15T09:10:00.000Z',
          eventId: 'e-d',
          pngDataUrl: PNG_SIGNATURE,
        },
        {
          role: 'team:0',
          name: 'Кузнецова Ольга Игоревна',
          signedAt: '2025-01-15T09:20:00.000Z',
          eventId: 'e-0',
          pngDataUrl: PNG_SIGNATURE,
        },
      ],
      documentSha256(blank),
    );
    const text = (await pdfText(signed.bytes)).text;
    expect(text).toContain('ЛИСТ УДОСТОВЕРЕНИЯ ПОДПИСЕЙ');
    expect(text.replace(/\s/g, '')).toContain('e-0');
    expect(signed.bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(
      1,
    );
  });
});
