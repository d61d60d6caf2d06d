import { describe, expect, it } from 'vitest';
import { renderSigned, type SignatureMark } from '#server/features/documents';
import { flattenPngDataUrl } from '#server/features/documents/flat-png';
import { demoSignatures } from '#server/features/signing';
import { fixtureData } from '../documents/fixture';

/**
 * A canvas signature is an RGBA PNG (transparent around the ink). The signed copy must still be a
 * pure function of its inputs, or the SHA-256 a signing records would not match the copy served.
 */
describe('signed copies with transparent signatures', () => {
  const at = '2026-01-01T10:00:00.000Z';
  const marks: SignatureMark[] = [
    {
      role: 'candidate',
      name: 'Кандидат',
      signedAt: at,
      eventId: 'e-1',
      pngDataUrl: demoSignatures('К', 0).png,
    },
    {
      role: 'director',
      name: 'Директор',
      signedAt: at,
      eventId: 'e-1',
      pngDataUrl: demoSignatures('Д', 0).png,
    },
  ];

  it('the same signatures give the same bytes, time after time', async () => {
    const hashes = new Set<string>();
    for (let i = 0; i < 5; i++)
      hashes.add((await renderSigned('employmentContract', fixtureData(), marks, 'abc')).sha256);
    expect(hashes.size).toBe(1);
  }, 60_000);

  it('flattening keeps the ink, drops the alpha channel, and leaves other images alone', () => {
    const flat = Buffer.from(flattenPngDataUrl(marks[0]!.pngDataUrl).split(',')[1]!, 'base64');
    expect(flat[25]).toBe(2); // IHDR colour type: RGB
    expect(flat.readUInt32BE(16)).toBe(600);
    expect(flattenPngDataUrl('data:image/jpeg;base64,/9j/')).toBe('data:image/jpeg;base64,/9j/');
    expect(flattenPngDataUrl(flattenPngDataUrl(marks[0]!.pngDataUrl))).toBe(
      flattenPngDataUrl(marks[0]!.pngDataUrl),
    );
  });
});
