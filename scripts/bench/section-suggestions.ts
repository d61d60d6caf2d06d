import { removeDir, stopChild, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { judge, row } from './report';
import { postJson, startServerProcess } from './server-process';
import { fmtMs, percentile } from './stats';

/** What a person types into the address field, keystroke by keystroke after the 300 ms pause. */
const TYPED = [
  'Москва Тверская 7',
  'Санкт-Петербург Невский 28 15',
  'Екатеринбург 8 Марта 1',
  'Казань Баумана',
  'Новосибирск Красный 5',
  'Лен',
];

/** Test 9 (issue 14): address suggestions from the embedded adapter through the real server. */
export async function suggestionsSection(ctx: BenchContext): Promise<SectionResult> {
  const { scale, log } = ctx;
  log('9. address suggestions (embedded sample) through the server');
  const dir = tempDir('suggestions');
  const server = await startServerProcess(dir, []);
  try {
    const queries = TYPED.flatMap((text) =>
      [...text].map((_, i) => text.slice(0, i + 1)).filter((q) => q.trim().length > 1),
    );
    const times: number[] = [];
    for (let i = 0; i < scale.listCalls; i++) {
      const query = queries[i % queries.length]!;
      const t0 = performance.now();
      const res = await postJson(`${server.url}/api/v1/suggestions/address`, { query, count: 10 });
      if (res.status !== 200) throw new Error(`suggestions: ${res.status}`);
      times.push(performance.now() - t0);
    }
    const p99 = percentile(times, 99);
    return {
      rows: [
        row(
          '9',
          `address suggestions p50 / p99 (${times.length} calls, embedded)`,
          `${fmtMs(percentile(times, 50))} / ${fmtMs(p99)}`,
          `p99 < ${TARGETS.suggestionsP99Ms} ms`,
          judge(p99 < TARGETS.suggestionsP99Ms),
        ),
      ],
      notes: [],
    };
  } finally {
    await stopChild(server.child);
    removeDir(dir);
  }
}
