import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import WebSocket from 'ws';
import { stopChild, tempDir, trackChild } from './cleanup';
import { freePort, sleep } from './server-process';

export const CHROMIUM = '/usr/bin/chromium';

type Params = Record<string, unknown>;
type EventHandler = (params: Params, sessionId: string | undefined) => void;

/**
 * The DevTools protocol over one WebSocket to the browser target. Page targets are driven through
 * flat sessions (Target.attachToTarget with flatten: true): every call names its sessionId.
 */
export class Cdp {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: Params) => void; reject: (e: Error) => void }>();
  private readonly handlers = new Map<string, Set<EventHandler>>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => this.onMessage(data.toString()));
    socket.on('close', () => {
      for (const p of this.pending.values()) p.reject(new Error('DevTools connection closed'));
      this.pending.clear();
    });
  }

  static connect(url: string): Promise<Cdp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
      socket.once('open', () => resolve(new Cdp(socket)));
      socket.once('error', reject);
    });
  }

  private onMessage(text: string): void {
    const msg = JSON.parse(text) as {
      id?: number;
      result?: Params;
      error?: { message: string; data?: string };
      method?: string;
      params?: Params;
      sessionId?: string;
    };
    if (msg.id !== undefined) {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error)
        p.reject(new Error(`${msg.error.message}${msg.error.data ? `: ${msg.error.data}` : ''}`));
      else p.resolve(msg.result ?? {});
      return;
    }
    if (msg.method) for (const h of this.handlers.get(msg.method) ?? []) h(msg.params ?? {}, msg.sessionId);
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string, timeoutMs = 30_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`DevTools ${method} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v as T)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(method: string, handler: EventHandler): () => void {
    let set = this.handlers.get(method);
    if (!set) this.handlers.set(method, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  close(): void {
    this.socket.close();
  }
}

export interface Browser {
  cdp: Cdp;
  child: ChildProcess;
  version: string;
  close(): Promise<void>;
}

interface DevtoolsVersion {
  webSocketDebuggerUrl?: string;
  Browser?: string;
}

/** Headless Debian Chromium with a throw-away profile, its DevTools endpoint on a free port. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: test 6 needs Debian's chromium package`);
  const port = await freePort();
  const profile = tempDir('chromium');
  const child = trackChild(
    spawn(
      CHROMIUM,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-extensions',
        '--disable-default-apps',
        '--no-first-run',
        '--no-default-browser-check',
        '--mute-audio',
        '--window-size=1280,900',
        `--remote-debugging-port=${port}`,
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 30_000;
  let info: DevtoolsVersion | null = null;
  while (Date.now() < deadline && !info?.webSocketDebuggerUrl) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      info = (await res.json()) as DevtoolsVersion;
    } catch {
      await sleep(100);
    }
  }
  if (!info?.webSocketDebuggerUrl) {
    await stopChild(child);
    throw new Error(`chromium DevTools did not answer on port ${port} within 30 s:\n${stderr}`);
  }
  const cdp = await Cdp.connect(info.webSocketDebuggerUrl);
  return {
    cdp,
    child,
    version: info.Browser ?? '?',
    async close() {
      // Browser.close lets Chromium shut its helper processes down; SIGTERM/SIGKILL if it does not.
      await cdp.send('Browser.close', {}, undefined, 5000).catch(() => {});
      cdp.close();
      const exited = child.exitCode !== null || child.signalCode !== null;
      if (!exited) {
        await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
      }
      await stopChild(child, 3000);
    },
  };
}
