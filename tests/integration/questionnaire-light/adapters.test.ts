import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpSmsGateway } from '#server/adapters/sms/http-gateway';
import { openSmsSender } from '#server/adapters/sms';
import { createSmsOutbox } from '#server/adapters/sms/outbox';
import type { Config } from '#server/core/config';
import { SmsDeliveryError } from '#server/adapters/sms/port';
import { createMailOutbox } from '#server/adapters/mail/outbox';
import { createSmtpSender, parseSmtpUrl } from '#server/adapters/mail/smtp';
import { MailDeliveryError } from '#server/adapters/mail/port';
import { startFakeSmtp } from '../../helpers/fake-smtp';
import { log as serverLog } from '#server/core/logger';

const clock = () => '2026-11-22T10:00:00.000Z';

describe('SMS outbox', () => {
  it('keeps the last 200 messages newest first and logs without the number or the text', async () => {
    const log = vi.fn();
    const outbox = createSmsOutbox({ clock, log });
    for (let i = 0; i < 205; i++)
      await outbox.send({ phone: '79991231234', text: `Код: ${i}`, purpose: 'code sent' });
    const recent = outbox.recent();
    expect(recent).toHaveLength(200);
    expect(recent[0]).toEqual({ to: '79991231234', text: 'Код: 204', at: clock() });
    expect(log).toHaveBeenLastCalledWith('SMS to +7******1234: code sent');
    for (const [line] of log.mock.calls) {
      expect(line).not.toContain('9991231234');
      expect(line).not.toContain('Код');
    }
  });

  it('in demo mode also logs the text (the one-time code), still without the number', async () => {
    const log = vi.fn();
    const outbox = createSmsOutbox({ clock, log, logText: true });
    await outbox.send({ phone: '79991231234', text: 'Код подтверждения: 4821.', purpose: 'code sent' });
    expect(log).toHaveBeenCalledWith('SMS to +7******1234: code sent: Код подтверждения: 4821.');
    for (const [line] of log.mock.calls) {
      expect(line).not.toContain('9991231234');
    }
  });
});

describe('SMS sender wiring', () => {
  it.each([
    // Never the code, in the demo too (issue 30: a log line never carries a code).
    ['demo', 'SMS to +7******1234: code sent'],
    ['production', 'SMS to +7******1234: code sent'],
  ] as const)('the outbox in %s mode logs %j', async (mode, line) => {
    const print = vi.spyOn(serverLog, 'info').mockImplementation(() => {});
    try {
      const sender = openSmsSender({ mode, quiet: false } as Config, clock);
      await sender.send({ phone: '79991231234', text: 'Код: 7', purpose: 'code sent' });
      expect(print).toHaveBeenCalledWith(line);
    } finally {
      print.mockRestore();
    }
  });
});

describe('mail outbox', () => {
  it('keeps messages and logs a masked address', async () => {
    const log = vi.fn();
    const outbox = createMailOutbox({ clock, log });
    await outbox.send({
      to: 'maria@example.com',
      subject: 'Тема',
      text: 'Текст',
      purpose: 'e-mail confirmation',
    });
    expect(outbox.recent()).toEqual([
      { to: 'maria@example.com', subject: 'Тема', text: 'Текст', at: clock() },
    ]);
    expect(log).toHaveBeenCalledWith('Mail to m***@example.com: e-mail confirmation');
  });
});

describe('HTTP SMS gateway', () => {
  let server: Server;
  let url = '';
  let status = 200;
  const requests: { headers: IncomingMessage['headers']; body: unknown; method?: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw), method: req.method });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    requests.length = 0;
    status = 200;
  });

  it('POSTs {phone, text} as JSON with the bearer token', async () => {
    const gateway = createHttpSmsGateway({ url, token: 'secret-token' });
    await gateway.send({ phone: '79991234567', text: 'Код подтверждения: 1234', purpose: 'code sent' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body).toEqual({ phone: '79991234567', text: 'Код подтверждения: 1234' });
    expect(requests[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(gateway.recent()).toEqual([]);
  });

  it('fails on a non-2xx answer and when unreachable', async () => {
    status = 503;
    await expect(
      createHttpSmsGateway({ url }).send({ phone: '79991234567', text: 'x', purpose: 'p' }),
    ).rejects.toThrow(SmsDeliveryError);
    const closed = createHttpSmsGateway({ url: 'http://127.0.0.1:1/send', timeoutMs: 2000 });
    await expect(closed.send({ phone: '79991234567', text: 'x', purpose: 'p' })).rejects.toThrow(
      /unreachable/,
    );
  });
});

function decodeBody(data: string): { headers: string; text: string } {
  const [headers = '', body = ''] = data.split('\r\n\r\n');
  return { headers, text: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
}

/** A header unfolded, its UTF-8 base64 encoded words decoded (nodemailer splits long ones). */
function decodedHeader(headers: string, name: string): string {
  const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${name}: `)) ?? '';
  return line
    .slice(name.length + 2)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

describe('SMTP sender', () => {
  const from = 'Работа у нас <no-reply@example.com>';
  const message = {
    to: 'maria@example.com',
    subject: 'Подтверждение электронной почты',
    text: 'Здравствуйте!\nПерейдите по ссылке: http://localhost/confirm/email/abc\n.\nКонец',
    purpose: 'e-mail confirmation',
  };

  it('parses SMTP_URL', () => {
    expect(parseSmtpUrl('smtp://user%40x:p%3Ass@mail.example.com:2525')).toEqual({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      user: 'user@x',
      pass: 'p:ss',
      rejectUnauthorized: true,
    });
    expect(parseSmtpUrl('smtps://mail.example.com?insecure=1')).toMatchObject({
      port: 465,
      secure: true,
      rejectUnauthorized: false,
    });
    expect(() => parseSmtpUrl('http://x')).toThrow(/smtp/);
  });

  it('delivers a plain-text UTF-8 message with AUTH LOGIN', async () => {
    const smtp = await startFakeSmtp({ credentials: { user: 'mailer', pass: 'pw' } });
    try {
      const sender = createSmtpSender({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: 'mailer',
        pass: 'pw',
        from,
      });
      await sender.send(message);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.auth).toEqual({ user: 'mailer', pass: 'pw' });
      expect(mail.from).toBe('<no-reply@example.com>');
      expect(mail.to).toEqual(['<maria@example.com>']);
      const { headers, text } = decodeBody(mail.data);
      expect(headers).toMatch(/^Subject: =\?UTF-8\?B\?/m);
      expect(decodedHeader(headers, 'Subject')).toBe(message.subject);
      expect(decodedHeader(headers, 'From')).toBe('Работа у нас <no-reply@example.com>');
      expect(headers).toContain('Content-Type: text/plain; charset=utf-8');
      expect(decodedHeader(headers, 'To')).toMatch(/^<?maria@example\.com>?$/);
      expect(text).toBe(message.text.replace(/\n/g, '\r\n'));
    } finally {
      await smtp.close();
    }
  });

  it('fails clearly on wrong credentials', async () => {
    const smtp = await startFakeSmtp({ credentials: { user: 'mailer', pass: 'pw' } });
    try {
      const sender = createSmtpSender({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: 'mailer',
        pass: 'no',
        from,
      });
      await expect(sender.send(message)).rejects.toThrow(MailDeliveryError);
      await expect(sender.send(message)).rejects.toThrow(/535/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('fails when nothing listens', async () => {
    const sender = createSmtpSender({ host: '127.0.0.1', port: 1, secure: false, from });
    await expect(sender.send(message)).rejects.toThrow(MailDeliveryError);
  });

  describe('over TLS', () => {
    let dir = '';
    let cert: { key: string; cert: string } | null = null;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'hc-smtp-'));
      try {
        execFileSync(
          'openssl',
          [
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-subj',
            '/CN=localhost',
            '-days',
            '1',
            '-keyout',
            join(dir, 'key.pem'),
            '-out',
            join(dir, 'cert.pem'),
          ],
          { stdio: 'ignore' },
        );
        cert = {
          key: readFileSync(join(dir, 'key.pem'), 'utf8'),
          cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
        };
      } catch {
        cert = null; // no openssl: the TLS cases below report it
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('upgrades with STARTTLS when offered', async () => {
      expect(cert, 'openssl is needed to make a test certificate').not.toBeNull();
      const smtp = await startFakeSmtp({ credentials: { user: 'mailer', pass: 'pw' }, starttls: cert! });
      try {
        const sender = createSmtpSender({
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          user: 'mailer',
          pass: 'pw',
          from,
          rejectUnauthorized: false,
        });
        await sender.send(message);
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.tls).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it('refuses an untrusted certificate unless told otherwise', async () => {
      expect(cert).not.toBeNull();
      const smtp = await startFakeSmtp({ starttls: cert! });
      try {
        const sender = createSmtpSender({ host: '127.0.0.1', port: smtp.port, secure: false, from });
        await expect(sender.send(message)).rejects.toThrow(MailDeliveryError);
        expect(smtp.received).toHaveLength(0);
      } finally {
        await smtp.close();
      }
    });

    it('speaks implicit TLS (smtps)', async () => {
      expect(cert).not.toBeNull();
      const smtp = await startFakeSmtp({ implicitTls: cert! });
      try {
        const sender = createSmtpSender({
          host: '127.0.0.1',
          port: smtp.port,
          secure: true,
          from,
          rejectUnauthorized: false,
        });
        await sender.send(message);
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.tls).toBe(true);
      } finally {
        await smtp.close();
      }
    });
  });
});
