import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REBUILD_NODE_ARGS, SERVER_NODE_ARGS } from '#scripts/bench/config';

describe('the Node flags of a rebuild and of the server', () => {
  it('are the ones the bench measures the rebuild with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.rebuild).toBe(`tsx ${REBUILD_NODE_ARGS.join(' ')} scripts/rebuild.ts`);
    expect(pkg.scripts.start).toBe(`npm run build && tsx ${SERVER_NODE_ARGS.join(' ')} scripts/start.ts`);
  });
});
