import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNewer, notOlder } from '#client/console/live/timing';

const CONSOLE = resolve(__dirname, '../../../client/console');

/** The local modules a console file imports: relative specifiers, and the client's layer name. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+|#client\/[^']+)'/g)].map((m) => {
    const specifier = m[1] ?? '';
    return specifier.startsWith('#client/')
      ? resolve(CONSOLE, '..', specifier.slice('#client/'.length))
      : resolve(join(file, '..'), specifier);
  });
}

const stateDir = join(CONSOLE, 'shell/state');
const apiAndLive = [
  join(CONSOLE, 'shell/http.ts'),
  join(CONSOLE, 'shell/endpoints.ts'),
  join(CONSOLE, 'shell/tokens.ts'),
  ...readdirSync(join(CONSOLE, 'live')).map((name) => join(CONSOLE, 'live', name)),
];

describe('console module direction', () => {
  it.each(apiAndLive.map((file) => [file.slice(CONSOLE.length + 1), file]))(
    '%s does not import the shell state (state -> api/live only)',
    (_name, file) => {
      expect(localImports(file).filter((target) => target.startsWith(stateDir))).toEqual([]);
    },
  );
});

describe('live revision rules', () => {
  it('a loaded or accepted view replaces a held one unless the held one is newer', () => {
    expect(notOlder({ revision: 3 }, { revision: 3 })).toBe(true);
    expect(notOlder({ revision: 2 }, { revision: 3 })).toBe(false);
    expect(notOlder({ revision: 2 }, null)).toBe(true);
    expect(notOlder({ list: [] }, { list: [1] })).toBe(true);
  });

  it('a push is news only with a higher revision (or none to compare)', () => {
    expect(isNewer({ revision: 4 }, { revision: 3 })).toBe(true);
    expect(isNewer({ revision: 3 }, { revision: 3 })).toBe(false);
    expect(isNewer({ title: 'x' }, { revision: 3 })).toBe(true);
  });
});
