import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay between a test's client and a server that can lose the network: `cut()` stops
 * carrying bytes both ways while keeping every connection open, as a pulled cable or a phone
 * entering a tunnel does (no FIN, no RST: neither side learns anything until its own timers tell it).
 */
export interface CuttableLink {
  /** The address to connect to instead of the server's. */
  url: string;
  cut(): void;
  close(): Promise<void>;
}

export function cuttableLink(target: { host: string; port: number }): Promise<CuttableLink> {
  const pairs: [Socket, Socket][] = [];
  let isCut = false;
  const relay = createServer((client) => {
    const upstream = connect(target.port, target.host);
    pairs.push([client, upstream]);
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
    if (isCut) return;
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, '127.0.0.1', () => {
      const address = relay.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        cut() {
          isCut = true;
          for (const [client, upstream] of pairs) {
            client.unpipe(upstream);
            upstream.unpipe(client);
            client.pause();
            upstream.pause();
          }
        },
        close: () =>
          new Promise<void>((done) => {
            for (const pair of pairs) for (const socket of pair) socket.destroy();
            relay.close(() => done());
          }),
      });
    });
  });
}

/** Host and port of a URL such as a test server's. */
export function hostPortOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}
