import { describe, expect, it } from 'vitest';
import { consoleTitle, publicTitle } from '#client/shared/useDocumentTitle';

describe('tab titles (issue 31, item 4)', () => {
  it('name the page, then the product as each index.html names it', () => {
    expect(consoleTitle('Анкеты QR')).toBe('Анкеты QR — Подбор персонала');
    expect(publicTitle('Кассир')).toBe('Кассир — Работа у нас');
    expect(consoleTitle('')).toBe('Подбор персонала');
  });
});
