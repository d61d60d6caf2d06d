import { describe, expect, it } from 'vitest';
import { REBUILD_ALL_SEMI_SPACE_MB, rerunArgs } from '#scripts/rebuild-args';

const EXEC = [
  '--require',
  '/x/tsx/preflight.cjs',
  '--import',
  'file:///x/tsx/loader.mjs',
  '--max-old-space-size=256',
];

describe('npm run rebuild: the young generation of a rebuild of all', () => {
  it('given all, run by npm: runs again with larger semi-spaces, every flag and argument kept', () => {
    expect(rerunArgs(['/usr/bin/node', 'scripts/rebuild.ts', 'all'], EXEC)).toEqual([
      ...EXEC,
      `--max-semi-space-size=${REBUILD_ALL_SEMI_SPACE_MB}`,
      'scripts/rebuild.ts',
      'all',
    ]);
  });

  it('given the child already run with the flag: runs as it is (no second child)', () => {
    expect(
      rerunArgs(['/usr/bin/node', 'scripts/rebuild.ts', 'all'], [...EXEC, '--max-semi-space-size=64']),
    ).toBe(null);
  });

  it('given one read model, or none: runs as it is, with the default young generation', () => {
    expect(rerunArgs(['/usr/bin/node', 'scripts/rebuild.ts', 'positions'], EXEC)).toBe(null);
    expect(rerunArgs(['/usr/bin/node', 'scripts/rebuild.ts'], EXEC)).toBe(null);
  });
});
