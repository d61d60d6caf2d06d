import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the JSON log file (written asynchronously)', () => {
  it('given a process that logs 1,000 lines and exits at once, then every line is in the file, in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-file-'));
    try {
      const file = join(dir, 'logs', 'server.log');
      execFileSync(process.execPath, ['--import', 'tsx', 'tests/helpers/log-child.ts', file], {
        stdio: 'pipe',
      });
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(1000);
      expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(
        Array.from({ length: 1000 }, (_, i) => i),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
