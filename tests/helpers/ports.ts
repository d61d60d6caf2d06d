import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server a test starts in another process). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      server.close(() => resolve(address.port));
    });
  });
