/**
 * A worker thread of the realtime bench: opens `count` authenticated Socket.IO clients watching
 * list:positions and reports, per changed position, the absolute time (timeOrigin + now, shared
 * by every thread of the process) at which each of its sockets received the 'change'.
 * Messages out: {ready} | {error} | {id, times} (all sockets, or what came when asked to flush).
 * Messages in: {flush: id} | {close: true}.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

export interface WatcherThreadData {
  kind: 'bench-watchers';
  url: string;
  token: string;
  count: number;
}

export type WatcherMessage = { ready: true } | { error: string } | { id: string; times: number[] };

function openWatchingSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket connect/watch timed out')), 20_000);
    socket.once('connect_error', (err) => (clearTimeout(timer), reject(err)));
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('watch', { room: 'list:positions' })
        .then((ack: { ok?: boolean; message?: string }) => {
          clearTimeout(timer);
          if (ack?.ok) resolve(socket);
          else reject(new Error(`watch refused: ${ack?.message ?? JSON.stringify(ack)}`));
        }, reject);
    });
  });
}

async function run(port: NonNullable<typeof parentPort>, data: WatcherThreadData): Promise<void> {
  const sockets: Socket[] = [];
  while (sockets.length < data.count) {
    const chunk = Math.min(50, data.count - sockets.length);
    sockets.push(
      ...(await Promise.all(Array.from({ length: chunk }, () => openWatchingSocket(data.url, data.token)))),
    );
  }
  const arrivals = new Map<string, number[]>();
  const onChange = (msg: { collection?: string; id?: string }) => {
    const at = performance.timeOrigin + performance.now();
    if (msg?.collection !== 'positions' || typeof msg.id !== 'string') return;
    let times = arrivals.get(msg.id);
    if (!times) arrivals.set(msg.id, (times = []));
    times.push(at);
    if (times.length === sockets.length) {
      arrivals.delete(msg.id);
      port.postMessage({ id: msg.id, times } satisfies WatcherMessage);
    }
  };
  for (const socket of sockets) socket.on('change', onChange);
  port.on('message', (msg: { flush?: string; close?: boolean }) => {
    if (msg.flush !== undefined) {
      const times = arrivals.get(msg.flush) ?? [];
      arrivals.delete(msg.flush);
      port.postMessage({ id: msg.flush, times } satisfies WatcherMessage);
    }
    if (msg.close) {
      for (const socket of sockets) socket.disconnect();
      port.close();
    }
  });
  port.postMessage({ ready: true } satisfies WatcherMessage);
}

const data = workerData as WatcherThreadData | undefined;
if (parentPort && data?.kind === 'bench-watchers') {
  const port = parentPort;
  run(port, data).catch((err: unknown) => {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies WatcherMessage);
  });
}
