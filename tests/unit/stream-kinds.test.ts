import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '#events/activity/contract';
import { COMPOUND_KINDS, parseStreamId, streamIdOf } from '#events/core/envelope';

/** Every `export const X_KIND = '...'` the features declare under events/. */
function declaredKinds(): string[] {
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        for (const match of readFileSync(path, 'utf8').matchAll(/export const \w+_KIND = '([^']+)'/g))
          kinds.add(match[1]!);
    }
  };
  walk(join(__dirname, '../../events'));
  return [...kinds].sort();
}

describe('stream kinds', () => {
  const kinds = declaredKinds();

  it('finds the declared kinds', () => {
    expect(kinds).toEqual(expect.arrayContaining(['questionnaire', 'candidate-status', 'notification']));
  });

  it('given every declared kind, when a stream id is made and parsed, then the kind and id come back whole', () => {
    for (const kind of kinds) {
      // (A notification's id is its causing event's id and channel: never 'template-…' or 'opt-out-…'.)
      for (const id of ['42', 'al7', 'q-3', '0b6e-4f1c-sms'])
        expect(parseStreamId(streamIdOf(kind, id)), `${kind} / ${id}`).toEqual({ kind, id });
    }
  });

  it('lists exactly the hyphenated kinds as compound kinds', () => {
    expect([...COMPOUND_KINDS].sort()).toEqual(kinds.filter((kind) => kind.includes('-')));
  });

  it('names every declared kind in the activity log (the auditors filter by them)', () => {
    for (const kind of kinds) expect(ACTIVITY_KINDS[kind], kind).toBeTruthy();
  });
});
