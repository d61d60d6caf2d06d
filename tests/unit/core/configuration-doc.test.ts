import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, END, START, renderConfigurationDoc } from '#scripts/docs-config/render';

const ROOT = new URL('../../../', import.meta.url).pathname;
const READS = [
  /\benv\.([A-Z][A-Z0-9_]+)/g,
  /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /\bvalue\('([A-Z][A-Z0-9_]+)'\)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function table(): string {
  const page = readFileSync(CONFIGURATION_DOC, 'utf8');
  return page.slice(page.indexOf(START), page.indexOf(END));
}

describe('docs/configuration.md', () => {
  it('carries the configuration table as server/core/config.ts has it (npm run docs:config rewrites it)', async () => {
    const page = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(page, 'docs/configuration.md is out of date: run `npm run docs:config`').toBe(
      await renderConfigurationDoc(page),
    );
  });

  it('lists every environment variable the server reads', () => {
    const listed = table();
    const missing = new Set<string>();
    for (const file of sourceFiles(join(ROOT, 'server'))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of READS)
        for (const [, name] of text.matchAll(pattern))
          if (name && !listed.includes(`\`${name}`)) missing.add(`${name} (${file.slice(ROOT.length)})`);
    }
    expect(
      [...missing],
      'document these in server/core/config.ts (a comment on the Config field) or config-settings.ts',
    ).toEqual([]);
  });
});
