import { describe, expect, it } from 'vitest';
import { smsCounterText } from '#client/console/features/notification-templates/counter';

describe('the SMS counter of the template page (issue 31)', () => {
  it('counts Cyrillic in UCS-2 segments: 70 alone, 67 per part', () => {
    expect(smsCounterText('Ждём вас, Анна')).toBe('1 SMS · 14 символов');
    expect(smsCounterText('я'.repeat(70))).toBe('1 SMS · 70 символов');
    expect(smsCounterText('я'.repeat(71))).toBe('2 SMS · 71 символ');
    expect(smsCounterText('я'.repeat(134))).toBe('2 SMS · 134 символа');
    expect(smsCounterText('я'.repeat(135))).toBe('3 SMS · 135 символов');
    expect(smsCounterText('Hello')).toBe('1 SMS · 5 символов');
  });
});
