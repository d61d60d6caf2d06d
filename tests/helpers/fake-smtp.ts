import net from 'node:net';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  auth: { user: string; pass: string } | null;
  tls: boolean;
}

/**
 * A tiny SMTP server for tests: EHLO, optional STARTTLS (with the given key/cert) or implicit TLS,
 * AUTH LOGIN checked against `credentials`, MAIL/RCPT/DATA/QUIT. Records every accepted message.
 */
export async function startFakeSmtp(options: {
  credentials?: { user: string; pass: string };
  starttls?: { key: string; cert: string };
  implicitTls?: { key: string; cert: string };
}): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const handle = (socket: net.Socket, secure: boolean, greet: boolean) => {
    sockets.add(socket);
    let buffer = '';
    let mode: 'command' | 'data' | 'user' | 'pass' = 'command';
    let auth: { user: string; pass: string } | null = null;
    let user = '';
    let mail: ReceivedMail = { from: '', to: [], data: '', auth: null, tls: secure };
    const write = (line: string) => socket.write(`${line}\r\n`);
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ ...mail, auth });
          mail = { from: '', to: [], data: '', auth: null, tls: secure };
          mode = 'command';
          write('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (mode === 'user') {
          user = Buffer.from(line, 'base64').toString();
          mode = 'pass';
          write('334 UGFzc3dvcmQ6');
          continue;
        }
        if (mode === 'pass') {
          const pass = Buffer.from(line, 'base64').toString();
          mode = 'command';
          const ok =
            options.credentials && options.credentials.user === user && options.credentials.pass === pass;
          if (ok) auth = { user, pass };
          write(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') {
          const ext = [
            ...(options.starttls && !secure ? ['STARTTLS'] : []),
            ...(options.credentials ? ['AUTH LOGIN PLAIN'] : []),
          ];
          const lines = ['fake.smtp greets you', ...ext];
          lines.forEach((l, i) => write(`250${i === lines.length - 1 ? ' ' : '-'}${l}`));
        } else if (verb === 'STARTTLS' && options.starttls) {
          write('220 2.0.0 Ready to start TLS');
          socket.removeListener('data', onData);
          const secured = new tls.TLSSocket(socket, { isServer: true, ...options.starttls });
          handle(secured, true, false);
          return;
        } else if (verb === 'AUTH' && line.toUpperCase() === 'AUTH LOGIN') {
          mode = 'user';
          write('334 VXNlcm5hbWU6');
        } else if (verb === 'MAIL') {
          if (options.credentials && !auth) write('530 5.7.0 Authentication required');
          else {
            mail.from = line.slice(10);
            write('250 2.1.0 Ok');
          }
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8));
          write('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          mode = 'data';
          write('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          write('221 2.0.0 Bye');
          socket.end();
        } else write('502 5.5.2 Command not recognized');
      }
    };
    socket.on('data', onData);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (greet) write('220 fake.smtp ESMTP');
  };
  const server = options.implicitTls
    ? tls.createServer(options.implicitTls, (s) => handle(s, true, true))
    : net.createServer((s) => handle(s, false, true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
