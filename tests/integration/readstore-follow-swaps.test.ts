import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { ITEMS, ITEM_INDEXES } from '../helpers/swap-items';

/**
 * A server follows a rebuild that another process swaps in (issue 25 item 5: no downtime): every
 * read it answers meanwhile is whole, whichever generation it reads, never an error ('no such
 * table') nor a page of a collection swapped out between two of its statements.
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-follow-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a server reading while another process swaps rebuilds in', () => {
  it('answers every read whole', async () => {
    const file = join(dir, 'follow.sqlite');
    const seed = openSqliteReadStore(file, ITEM_INDEXES);
    await seed.commit('items-projection', ITEMS, 1);
    await seed.close();

    const follower = openSqliteReadStore(file, ITEM_INDEXES);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/swap-child.ts', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let swaps = 0;
    child.stdout.on('data', (chunk: Buffer) => (swaps += chunk.toString().split('swap').length - 1));
    const wrong: string[] = [];
    let reads = 0;
    try {
      const until = Date.now() + 40_000; // about 2 s on a loaded machine
      while ((swaps < 150 || reads < 2000) && Date.now() < until) {
        try {
          const page = await follower.findPage('items', { state: 'new' }, { sort: { seq: -1 }, limit: 5 });
          const newest = page.docs.map((d) => d.seq).join(',');
          if (page.total !== 100 || newest !== '298,295,292,289,286') wrong.push(`${page.total}: ${newest}`);
          const all = await follower.count('items', {});
          if (all !== 300) wrong.push(`count ${all}`);
          const one = await follower.get('items', 'i3');
          if (one?.seq !== 4) wrong.push(`get ${JSON.stringify(one)}`);
        } catch (err) {
          wrong.push(err instanceof Error ? err.message : String(err));
        }
        reads++;
        if (reads % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      child.kill('SIGKILL');
      await follower.close();
    }
    expect(swaps).toBeGreaterThanOrEqual(150);
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 90_000);
});
