import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, type Browser } from './chromium';
import { buildClient } from './client-build';
import { removeDir, stopChild, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { CARDS, measureLoad, rendererProfileLines, type LoadResult } from './first-render';
import { judge, row } from './report';
import { startServerProcess } from './server-process';
import { fmtKB } from './section-bundle';
import { fmtMs, percentile, procSchedMs } from './stats';

const median = (loads: LoadResult[], key: keyof LoadResult) =>
  percentile(
    loads.map((l) => l[key] as number).filter((v) => Number.isFinite(v)),
    50,
  );

/**
 * Test 6: navigation start to 5 vacancy cards in the DOM of `/`, in headless Chromium driven over
 * the DevTools protocol, against the real server (demo data: 14 published vacancies) serving a
 * fresh build. Every load is a new tab with the HTTP cache disabled.
 */
export async function firstRenderSection(ctx: BenchContext): Promise<SectionResult> {
  const { scale, log } = ctx;
  log(`6. first render of / (${scale.renderLoads} loads in headless Chromium)`);
  const build = await buildClient(log);
  const dataDir = tempDir('render-data');
  const server = await startServerProcess(dataDir, [], { cwd: build.root });
  let browser: Browser | null = null;
  const profileDir = ctx.profile ? tempDir('renderer-cpuprof') : undefined;
  try {
    log(`   server pid ${server.child.pid} at ${server.url}, serving ${build.dist}`);
    // The server must serve this build, not the shared dist/.
    const page = await (await fetch(`${server.url}/`)).text();
    const expected = readFileSync(join(build.dist, 'public', 'index.html'), 'utf8');
    if (page !== expected) throw new Error(`${server.url}/ does not serve ${build.dist}/public/index.html`);
    const url = `${server.url}/`;

    browser = await launchChromium();
    log(`   ${browser.version}, pid ${browser.child.pid}`);
    // The first load after the server started pays its JIT warm-up and first read-model loads.
    const warmup = await measureLoad(browser.cdp, url);
    const loads: LoadResult[] = [];
    const serverCpu: number[] = [];
    const serverWait: number[] = [];
    for (let i = 0; i < scale.renderLoads; i++) {
      const before = procSchedMs(server.child.pid!);
      const load = await measureLoad(browser.cdp, url);
      const after = procSchedMs(server.child.pid!);
      loads.push(load);
      serverCpu.push(after.cpuMs - before.cpuMs);
      serverWait.push(after.waitMs - before.waitMs);
      log(`   load ${i + 1}: ${fmtMs(load.cardsMs)} to ${CARDS} cards`);
    }
    const notes: string[] = [];
    if (profileDir) {
      log('6. one more load under the DevTools CPU profiler (renderer)');
      const profiled = await measureLoad(browser.cdp, url, 30_000, profileDir);
      const title = `6. CPU profile of the renderer over one extra load (${fmtMs(profiled.cardsMs)} to ${CARDS} cards under the profiler)`;
      notes.push(rendererProfileLines(profileDir, profiled.profileFile!, title));
    }
    const cards = loads.map((l) => l.cardsMs);
    const p50 = percentile(cards, 50);
    const max = percentile(cards, 100);
    const m = (key: keyof LoadResult) => fmtMs(median(loads, key));
    const first = loads[0]!;
    notes.unshift(
      `6. ${browser.version} (--headless=new --disable-gpu), ${scale.renderLoads} loads of ${url} after one warm-up load, ` +
        `each in a new tab with Network.setCacheDisabled; times are the page's performance.now() ` +
        `(origin = navigation start) when a MutationObserver injected before any page script sees the ` +
        `${CARDS}th [data-testid=vacancy-card]. Server: scripts/start.ts on a fresh demo DATA_DIR, cwd = the temp build.\n` +
        `   API calls of a load: ${first.apiCalls.join(', ') || 'none'}; bench clock Page.navigate -> report p50 ${fmtMs(
          percentile(
            loads.map((l) => l.driverMs),
            50,
          ),
        )}.`,
    );
    const rows = [
      row(
        '6',
        `navigation start -> ${CARDS} vacancy cards in DOM, p50 (${loads.length} loads)`,
        fmtMs(p50),
        `< ${TARGETS.firstRenderMs} ms`,
        judge(p50 < TARGETS.firstRenderMs),
      ),
      row(
        '6',
        `navigation start -> ${CARDS} vacancy cards in DOM, max`,
        fmtMs(max),
        `< ${TARGETS.firstRenderMs} ms`,
        judge(max < TARGETS.firstRenderMs),
      ),
      row('6', '  warm-up load (first after server start, not counted)', fmtMs(warmup.cardsMs)),
      row(
        '6',
        '  p50: HTML received / last JS received / DOMContentLoaded',
        `${m('htmlResponseEndMs')} / ${m('scriptsEndMs')} / ${m('dclMs')}`,
      ),
      row(
        '6',
        '  p50: feed API sent / answered / first paint (FCP)',
        `${m('feedStartMs')} / ${m('feedEndMs')} / ${m('fcpMs')}`,
      ),
      row('6', '  p50: next frame after the cards', m('frameMs')),
      row(
        '6',
        '  p50 renderer main thread: script / style / layout / all tasks',
        `${m('scriptMs')} / ${m('styleMs')} / ${m('layoutMs')} / ${m('taskMs')}`,
      ),
      row(
        '6',
        '  p50 CPU per load: all Chromium processes / server main thread',
        `${m('chromiumCpuMs')} / ${fmtMs(percentile(serverCpu, 50))}`,
      ),
      row(
        '6',
        '  p50 server main thread waiting for a CPU per load (machine load)',
        fmtMs(percentile(serverWait, 50)),
      ),
      row(
        '6',
        '  JS files / bytes transferred (as the server sends them)',
        `${first.jsFiles} / ${fmtKB(first.jsTransferBytes)}`,
      ),
    ];
    return { rows, notes };
  } finally {
    if (browser) await browser.close();
    await stopChild(server.child);
    removeDir(dataDir);
    if (profileDir) removeDir(profileDir);
  }
}
