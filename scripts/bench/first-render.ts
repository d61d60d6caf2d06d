import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cdp } from './chromium';

/** Cards the feed page shows on its first page (client/public/state/feedQuery.ts PAGE_SIZE). */
export const CARDS = 5;
const BINDING = '__benchFirstRender';

/**
 * Injected before any page script of every new document: a MutationObserver notes performance.now()
 * (whose origin is the navigation start) when the CARDS-th [data-testid=vacancy-card] is in the DOM,
 * then, after the next frame, reports it with the page's own navigation, resource and paint timings.
 */
const OBSERVER = `(() => {
  if (!/^https?:/.test(location.href)) return;
  const want = ${CARDS};
  let done = false;
  const send = (cardsAt, frameAt) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource').map((r) => ({
      name: r.name, type: r.initiatorType, start: r.startTime, responseStart: r.responseStart,
      end: r.responseEnd, size: r.transferSize, body: r.encodedBodySize,
    }));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    window.${BINDING}(JSON.stringify({
      cardsAt, frameAt, cards: document.querySelectorAll('[data-testid="vacancy-card"]').length,
      nav: nav && { responseStart: nav.responseStart, responseEnd: nav.responseEnd,
        domInteractive: nav.domInteractive, dcl: nav.domContentLoadedEventEnd },
      fcp: fcp ? fcp.startTime : null, resources,
    }));
  };
  const check = () => {
    if (done || document.querySelectorAll('[data-testid="vacancy-card"]').length < want) return;
    done = true;
    const cardsAt = performance.now();
    observer.disconnect();
    let sent = false;
    const once = (frameAt) => { if (!sent) { sent = true; send(cardsAt, frameAt); } };
    requestAnimationFrame(() => once(performance.now()));
    setTimeout(() => once(null), 1000);
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface PageReport {
  cardsAt: number;
  frameAt: number | null;
  cards: number;
  nav?: { responseStart: number; responseEnd: number; domInteractive: number; dcl: number };
  fcp: number | null;
  resources: {
    name: string;
    type: string;
    start: number;
    responseStart: number;
    end: number;
    size: number;
    body: number;
  }[];
}

export interface LoadResult {
  /** Navigation start to the CARDS-th card in the DOM (the measured figure). */
  cardsMs: number;
  /** ... to the first animation frame after that (about when it is painted). */
  frameMs: number;
  htmlResponseEndMs: number;
  /** The last .js response of the page ends. */
  scriptsEndMs: number;
  jsFiles: number;
  /** Bytes over the wire of the .js files (the server's own encoding; transferSize). */
  jsTransferBytes: number;
  dclMs: number;
  /** The feed request (GET /api/v1/vacancies?listType=feed...): sent, answered. */
  feedStartMs: number;
  feedEndMs: number;
  fcpMs: number;
  apiCalls: string[];
  /** Renderer main-thread time of this tab (Performance.getMetrics), ms. */
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
  /** Bench clock: Page.navigate sent → report received (includes the frame and the DevTools hops). */
  driverMs: number;
  /** CPU time of all Chromium processes (browser, renderers, network...) over the load, 10 ms ticks. */
  chromiumCpuMs: number;
}

/** Cumulative CPU seconds per Chromium process id. */
async function chromiumCpuSeconds(cdp: Cdp): Promise<Map<number, number>> {
  const { processInfo } = await cdp.send<{ processInfo: { id: number; cpuTime: number }[] }>(
    'SystemInfo.getProcessInfo',
  );
  return new Map(processInfo.map((p) => [p.id, p.cpuTime]));
}

/**
 * One load of `url` in a new tab with the HTTP cache disabled. With `profileDir`, the tab's renderer
 * is CPU-profiled (DevTools Profiler, 100 µs sampling) from before the navigation to the report.
 */
export async function measureLoad(
  cdp: Cdp,
  url: string,
  timeoutMs = 30_000,
  profileDir?: string,
): Promise<LoadResult & { profileFile?: string }> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  try {
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const call = <T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}) =>
      cdp.send<T>(method, params, sessionId);
    await Promise.all([call('Network.enable'), call('Page.enable'), call('Runtime.enable')]);
    await call('Performance.enable');
    await call('Network.setCacheDisabled', { cacheDisabled: true });
    await call('Runtime.addBinding', { name: BINDING });
    await call('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER });
    if (profileDir) {
      await call('Profiler.enable');
      await call('Profiler.setSamplingInterval', { interval: 100 });
      await call('Profiler.start');
    }

    let off = () => {};
    let timer: NodeJS.Timeout | undefined;
    const reported = new Promise<PageReport>((resolve, reject) => {
      off = cdp.on('Runtime.bindingCalled', (params, sid) => {
        if (sid === sessionId && params.name === BINDING) resolve(JSON.parse(String(params.payload)));
      });
      timer = setTimeout(
        () => reject(new Error(`${CARDS} vacancy cards not in the DOM of ${url} within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    const cpuBefore = await chromiumCpuSeconds(cdp);
    const t0 = performance.now();
    let report: PageReport;
    try {
      const nav = await call<{ errorText?: string }>('Page.navigate', { url });
      if (nav.errorText) throw new Error(`navigation to ${url} failed: ${nav.errorText}`);
      report = await reported;
    } finally {
      off();
      clearTimeout(timer);
    }
    const driverMs = performance.now() - t0;
    const cpuAfter = await chromiumCpuSeconds(cdp);
    let chromiumCpuMs = 0;
    for (const [id, seconds] of cpuAfter) chromiumCpuMs += (seconds - (cpuBefore.get(id) ?? 0)) * 1000;
    let profileFile: string | undefined;
    if (profileDir) {
      const { profile } = await call<{ profile: unknown }>('Profiler.stop');
      mkdirSync(profileDir, { recursive: true });
      profileFile = `renderer-${Date.now()}.cpuprofile`;
      writeFileSync(join(profileDir, profileFile), JSON.stringify(profile));
    }
    const { metrics } = await call<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;

    const js = report.resources.filter((r) => /\.js(\?|$)/.test(new URL(r.name).pathname));
    const feed = report.resources.find(
      (r) => r.name.includes('/api/v1/vacancies?') && r.name.includes('feed'),
    );
    return {
      cardsMs: report.cardsAt,
      frameMs: report.frameAt ?? NaN,
      htmlResponseEndMs: report.nav?.responseEnd ?? NaN,
      scriptsEndMs: js.length > 0 ? Math.max(...js.map((r) => r.end)) : NaN,
      jsFiles: js.length,
      jsTransferBytes: js.reduce((a, r) => a + r.size, 0),
      dclMs: report.nav?.dcl || NaN,
      feedStartMs: feed?.start ?? NaN,
      feedEndMs: feed?.end ?? NaN,
      fcpMs: report.fcp ?? NaN,
      apiCalls: report.resources
        .filter((r) => r.name.includes('/api/'))
        .map((r) => new URL(r.name).pathname + (new URL(r.name).search ? '?…' : '')),
      scriptMs: metric('ScriptDuration'),
      layoutMs: metric('LayoutDuration'),
      styleMs: metric('RecalcStyleDuration'),
      taskMs: metric('TaskDuration'),
      driverMs,
      chromiumCpuMs,
      profileFile,
    };
  } finally {
    await cdp.send('Target.closeTarget', { targetId }).catch(() => {});
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * A renderer profile as report lines: sampled time by script (or V8 bucket: GC, program, idle), then
 * the top functions by self time.
 */
export function rendererProfileLines(dir: string, file: string, title: string, top = 12): string {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const script = url
      ? url.slice(url.lastIndexOf('/') + 1) || url
      : `(${functionName.replace(/[()]/g, '') || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'}${url ? ` ${script}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    total += ms;
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const line = ([name, ms]: [string, number]) =>
    `     ${ms.toFixed(1).padStart(7)} ms  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`;
  return [
    `${title} (${total.toFixed(0)} ms sampled, navigation to report):`,
    '   self time by script:',
    ...sorted(byScript).map(line),
    '   self time, top functions:',
    ...sorted(byFunction).slice(0, top).map(line),
  ].join('\n');
}
