import { randomUUID } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { MailDeliveryError, type MailSender } from './port';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (smtps://, usually port 465). Plain connections upgrade with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  timeoutMs?: number;
  /** For test servers with self-signed certificates only (`?insecure=1`). */
  rejectUnauthorized?: boolean;
}

/** smtp://user:pass@host:587 or smtps://user:pass@host:465 (user and password URL-encoded). */
export function parseSmtpUrl(url: string): Omit<SmtpOptions, 'from'> {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    pass: u.password ? decodeURIComponent(u.password) : undefined,
    rejectUnauthorized: u.searchParams.get('insecure') !== '1',
  };
}

/**
 * A small dependency-free SMTP client: EHLO, STARTTLS when offered, AUTH LOGIN, one plain-text
 * UTF-8 message (base64 body, encoded subject), QUIT. One connection per message.
 */
export function createSmtpSender(options: SmtpOptions): MailSender {
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      const conn = await SmtpConnection.open(options);
      try {
        await conn.deliver(options, addressOf(to), message(options.from, to, subject, text));
      } finally {
        conn.close();
      }
    },
    recent: () => [],
  };
}

interface Reply {
  code: number;
  lines: string[];
}

class SmtpConnection {
  private buffer = '';
  private replies: Reply[] = [];
  private waiter: ((r: Reply | Error) => void) | null = null;
  private failure: Error | null = null;

  private constructor(private socket: net.Socket) {
    this.listen(socket);
  }

  static async open(o: SmtpOptions): Promise<SmtpConnection> {
    const socket = o.secure
      ? tls.connect({
          host: o.host,
          port: o.port,
          servername: o.host,
          rejectUnauthorized: o.rejectUnauthorized ?? true,
        })
      : net.connect({ host: o.host, port: o.port });
    socket.setTimeout(o.timeoutMs ?? 15_000);
    const conn = new SmtpConnection(socket);
    await conn.expect(220);
    return conn;
  }

  async deliver(o: SmtpOptions, to: string, data: string): Promise<void> {
    let extensions = await this.ehlo();
    if (!o.secure && extensions.includes('STARTTLS')) {
      await this.command('STARTTLS', 220);
      await this.upgrade(o);
      extensions = await this.ehlo();
    }
    if (o.user) {
      if (!extensions.some((e) => e.startsWith('AUTH') && e.includes('LOGIN'))) {
        throw new MailDeliveryError('SMTP server does not offer AUTH LOGIN');
      }
      await this.command('AUTH LOGIN', 334);
      await this.command(Buffer.from(o.user).toString('base64'), 334);
      await this.command(Buffer.from(o.pass ?? '').toString('base64'), 235);
    }
    await this.command(`MAIL FROM:<${addressOf(o.from)}>`, 250);
    await this.command(`RCPT TO:<${to}>`, 250, 251);
    await this.command('DATA', 354);
    await this.command(`${data}\r\n.`, 250);
    await this.command('QUIT', 221).catch(() => undefined);
  }

  close(): void {
    this.socket.destroy();
  }

  private async ehlo(): Promise<string[]> {
    const reply = await this.command('EHLO localhost', 250);
    return reply.lines.slice(1).map((l) => l.toUpperCase());
  }

  private async command(line: string, ...accepted: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(...accepted);
  }

  private async expect(...accepted: number[]): Promise<Reply> {
    const reply = await this.next();
    if (!accepted.includes(reply.code)) {
      throw new MailDeliveryError(`SMTP ${reply.code}: ${reply.lines.join(' ').slice(0, 200)}`);
    }
    return reply;
  }

  private next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = (r) => (r instanceof Error ? reject(r) : resolve(r));
    });
  }

  private upgrade(o: SmtpOptions): Promise<void> {
    this.socket.removeAllListeners('data');
    const secured = tls.connect({
      socket: this.socket,
      servername: o.host,
      rejectUnauthorized: o.rejectUnauthorized ?? true,
    });
    this.socket = secured;
    this.listen(secured);
    return new Promise((resolve, reject) => {
      secured.once('secureConnect', resolve);
      secured.once('error', (err) => reject(new MailDeliveryError(`SMTP TLS failed: ${err.message}`)));
    });
  }

  private listen(socket: net.Socket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let reply = this.parse(); reply; reply = this.parse()) this.dispatch(reply);
    });
    socket.on('timeout', () => this.fail(new MailDeliveryError('SMTP server timed out')));
    socket.on('error', (err) => this.fail(new MailDeliveryError(`SMTP connection failed: ${err.message}`)));
    socket.on('close', () => this.fail(new MailDeliveryError('SMTP connection closed')));
  }

  /** A complete reply: lines 'NNN-text' ending with 'NNN text'. */
  private parse(): Reply | null {
    const lines: string[] = [];
    let offset = 0;
    for (;;) {
      const end = this.buffer.indexOf('\r\n', offset);
      if (end < 0) return null;
      const line = this.buffer.slice(offset, end);
      offset = end + 2;
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.buffer = this.buffer.slice(offset);
        return { code: Number(line.slice(0, 3)), lines };
      }
    }
  }

  private dispatch(reply: Reply): void {
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter(reply);
    else this.replies.push(reply);
  }

  private fail(err: Error): void {
    this.failure ??= err;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(err);
    this.socket.destroy();
  }
}

function addressOf(value: string): string {
  const angle = /<([^<>\s]+)>/.exec(value);
  return (angle?.[1] ?? value).replace(/[\r\n<>]/g, '').trim();
}

const encodeWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

function mailbox(value: string): string {
  const address = addressOf(value);
  const name = value
    .replace(/<[^>]*>/, '')
    .replace(/[\r\n"]/g, '')
    .trim();
  return name && name !== address ? `${encodeWord(name)} <${address}>` : `<${address}>`;
}

/** Headers and a base64 body: base64 lines never start with '.', so no dot-stuffing is needed. */
function message(from: string, to: string, subject: string, text: string): string {
  const body = (
    Buffer.from(text.replace(/\r?\n/g, '\r\n'))
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  return [
    `From: ${mailbox(from)}`,
    `To: <${addressOf(to)}>`,
    `Subject: ${encodeWord(subject.replace(/[\r\n]/g, ' '))}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}
