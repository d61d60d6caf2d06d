import { loadConfig } from '#server/core/config';
import { seedDemo } from '#server/demo/seed';
import { startServer } from '#server/main';
import { removeDir, tempDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtMs, percentile } from './stats';

/** Issue 28: the dossier of a hire with 500 events, generated in under 2 s. */
const EVENTS = 500;
const TARGET_MS = 2000;

/**
 * Test 18 (issue 28, item 4): a demo hire that went all the way (Семёнов: checks, approval, 1C,
 * signatures), its story grown to 500 events with staff comments through the API, then its dossier
 * asked for over HTTP as an auditor would: the PDF and the JSON Lines file, each timed to the last
 * byte (reading the streams, masking, sentences, hashing, rendering).
 */
export async function dossierSection(ctx: BenchContext): Promise<SectionResult> {
  const runs = ctx.scale.listCalls >= 500 ? 15 : 5;
  ctx.log(`18. the dossier of a hire with ${EVENTS} events (PDF and JSON Lines, ${runs} runs each)`);
  const dataDir = tempDir('dossier', ctx.diskBase);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', QUIET: '1' });
  const server = await startServer(config, { seed: seedDemo });
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  try {
    const login = await api('POST', '/login', { login: 'hr', password: 'demo' });
    const token = String((JSON.parse(login.bytes.toString()) as { token: string }).token);
    const [hire] = await server.services.read.find('questionnaires', { 'info.lastname': 'Семёнов' });
    if (!hire) throw new Error('no demo hire Семёнов');
    const id = hire._id;
    const count = async () => {
      const res = await api('GET', `/questionnaires/${id}/dossier.jsonl`, undefined, token);
      if (res.status !== 200) throw new Error(`dossier.jsonl ${res.status}: ${res.bytes.toString()}`);
      return (JSON.parse(res.bytes.toString().split('\n')[0]!) as { count: number }).count;
    };
    for (let n = await count(), i = 1; n < EVENTS; n++, i++) {
      const text = `Комментарий ${i}: созвонились с кандидатом, уточнили график и документы`;
      const res = await api('POST', `/questionnaire/${id}/comment`, { text }, token);
      if (res.status !== 200) throw new Error(`comment ${res.status}: ${res.bytes.toString()}`);
    }
    const events = await count();
    const time = async (format: 'pdf' | 'jsonl') => {
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      // Warm-up: the first documents load pdfmake, parse the fonts and compile the layout code.
      for (let w = 0; w < 2; w++)
        await api('GET', `/questionnaires/${id}/dossier.${format}`, undefined, token);
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const res = await api('GET', `/questionnaires/${id}/dossier.${format}`, undefined, token);
        times.push(performance.now() - t0);
        // The server runs in this process: its CPU time, which other processes on the machine do not skew.
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        if (res.status !== 200) throw new Error(`dossier.${format} ${res.status}`);
        bytes = res.bytes.length;
      }
      return { times, cpu, bytes };
    };
    const rows = [];
    for (const format of ['pdf', 'jsonl'] as const) {
      const { times, cpu, bytes } = await time(format);
      const p50 = percentile(times, 50);
      const size = `${events} events, ${Math.round(bytes / 1024)} KB`;
      rows.push(
        row(
          '18',
          `dossier.${format} of a hire (${size}) p50 / max (${runs})`,
          `${fmtMs(p50)} / ${fmtMs(Math.max(...times))}`,
          `p50 < ${TARGET_MS} ms`,
          judge(p50 < TARGET_MS),
        ),
        row(
          '18',
          `dossier.${format}: CPU time per dossier p50 / max`,
          `${fmtMs(percentile(cpu, 50))} / ${fmtMs(Math.max(...cpu))}`,
        ),
      );
    }
    return { rows, notes: [] };
  } finally {
    await server.close();
    removeDir(dataDir);
  }
}
