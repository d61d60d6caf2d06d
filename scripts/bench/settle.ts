import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MB } from './stats';

/** Dirty + Writeback of /proc/meminfo: file data the kernel has yet to write to disk (bytes). */
function unwrittenBytes(): number {
  let kb = 0;
  for (const line of readFileSync('/proc/meminfo', 'utf8').split('\n')) {
    const match = /^(Dirty|Writeback):\s+(\d+) kB/.exec(line);
    if (match) kb += Number(match[2]);
  }
  return kb * 1024;
}

/**
 * Lets the disk catch up between sections: a section that wrote hundreds of MB (the 1M-event data
 * set) leaves the kernel flushing them, and every fsync of the next section would wait behind that
 * flush. Runs `sync`, then waits (up to `maxMs`) until little is left to write.
 */
export async function settleDisk(log: (line: string) => void, maxMs = 15_000): Promise<void> {
  const started = performance.now();
  const before = unwrittenBytes();
  spawnSync('sync', { stdio: 'ignore' });
  while (unwrittenBytes() > 8 * MB && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ms = performance.now() - started;
  if (before > 8 * MB || ms > 500)
    log(`   disk settled: ${(before / MB).toFixed(0)} MB unwritten, flushed in ${(ms / 1000).toFixed(1)} s`);
}
