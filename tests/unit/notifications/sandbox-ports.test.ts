import { describe, expect, it } from 'vitest';
import { createSmsOutbox } from '#server/adapters/sms/outbox';
import { createMailOutbox } from '#server/adapters/mail/outbox';

const clock = () => '2026-12-01T10:00:00.000Z';

describe('the sandbox SMS and mail outboxes (issue 31)', () => {
  it('drop a second message with an idempotency key they already took', async () => {
    const sms = createSmsOutbox({ clock });
    await sms.send({ phone: '79161234567', text: 'a', purpose: 'p', idempotencyKey: 'k1' });
    await sms.send({ phone: '79161234567', text: 'a', purpose: 'p', idempotencyKey: 'k1' });
    await sms.send({ phone: '79161234567', text: 'b', purpose: 'p', idempotencyKey: 'k2' });
    expect(sms.recent().map((m) => m.text)).toEqual(['b', 'a']);
    const mail = createMailOutbox({ clock });
    const attachments = [
      { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'X' },
    ];
    await mail.send({
      to: 'a@b.ru',
      subject: 's',
      text: 't',
      purpose: 'p',
      idempotencyKey: 'm1',
      attachments,
    });
    await mail.send({
      to: 'a@b.ru',
      subject: 's',
      text: 't',
      purpose: 'p',
      idempotencyKey: 'm1',
      attachments,
    });
    expect(mail.recent()).toHaveLength(1);
    expect(mail.recent()[0]!.attachments).toEqual(attachments);
  });

  it('fail on their documented triggers: a number ending in 4040, an address starting with bounce', async () => {
    const sms = createSmsOutbox({ clock });
    await expect(sms.send({ phone: '79161234040', text: 'a', purpose: 'p' })).rejects.toThrow(
      'Оператор не отвечает',
    );
    const mail = createMailOutbox({ clock });
    await expect(mail.send({ to: 'bounce@b.ru', subject: 's', text: 't', purpose: 'p' })).rejects.toThrow(
      'Почтовый ящик не найден',
    );
    // A failed send took no key: the retry goes out.
    await expect(
      sms.send({ phone: '79161114040', text: 'a', purpose: 'p', idempotencyKey: 'x' }),
    ).rejects.toThrow();
    expect(sms.recent()).toHaveLength(0);
  });
});
