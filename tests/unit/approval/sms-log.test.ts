import { describe, expect, it } from 'vitest';
import { createSmsOutbox } from '#server/adapters/sms/outbox';
import { approvalSmsText } from '#server/features/approval/codes';

describe("the director's SMS", () => {
  const candidate = { name: 'Иванова Мария Петровна', position: 'Кассир', store: 'Авиапарк' };

  it('names the candidate, the position and the store, and carries the code', () => {
    const { text } = approvalSmsText(candidate, '0421');
    expect(text).toBe(
      'Согласование приёма: Иванова Мария Петровна, Кассир, магазин «Авиапарк». Код подтверждения: 0421. Никому его не сообщайте.',
    );
  });

  it('the demo log shows the masked phone and the code, never the candidate nor the number', async () => {
    const lines: string[] = [];
    const outbox = createSmsOutbox({
      clock: () => '2026-11-22T10:00:00.000Z',
      log: (l) => lines.push(l),
      logText: true,
    });
    await outbox.send({
      phone: '79990001005',
      ...approvalSmsText(candidate, '0421'),
      purpose: 'director approval code sent',
    });
    expect(lines).toEqual([
      'SMS to +7******1005: director approval code sent: Согласование приёма. Код подтверждения: 0421. Никому его не сообщайте.',
    ]);
    // The outbox itself (the demo page) keeps the whole text.
    expect(outbox.recent()[0]!.text).toContain('Иванова');
  });
});
