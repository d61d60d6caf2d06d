import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Rewrites relative imports that leave their layer, or climb three folders or more, to the layer's
 * name (package.json "imports": `#events/...`, `#server/...`): `from '...'`, `import '...'`,
 * `import('...')` and vitest's `vi.mock` / `vi.doMock` / `vi.importActual` paths. Relative imports
 * inside a layer that climb at most two folders stay as they are. Idempotent: a `#` name is never
 * touched, so a second run rewrites nothing. tests/e2e is left alone: TestCafe compiles its files with
 * its own TypeScript options and loads them with Node's require, which resolves neither name.
 *
 *   npx tsx scripts/codemod-imports.ts            rewrite and print the figures
 *   npx tsx scripts/codemod-imports.ts --check    print the figures only (exit 1 if anything would change)
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LAYERS = ['events', 'projections', 'server', 'client', 'scripts', 'tests'] as const;
const SKIPPED = [join('tests', 'e2e')];
const SPECIFIER =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>()]*>)?\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

export interface Rewrite {
  file: string;
  from: string;
  to: string;
}

/** The layer name for a relative specifier of `file`, or null to keep it as it is. */
export function layerName(file: string, specifier: string, root = ROOT): string | null {
  const target = relative(root, resolve(dirname(file), specifier)).split(sep);
  const [layer, ...rest] = target;
  if (!layer || !(LAYERS as readonly string[]).includes(layer) || rest.length === 0) return null;
  const ownLayer = relative(root, file).split(sep)[0];
  const climbs = specifier.split('/').filter((part) => part === '..').length;
  if (layer === ownLayer && climbs < 3) return null;
  return `#${layer}/${rest.join('/')}`;
}

export function rewriteSource(
  file: string,
  text: string,
  root = ROOT,
): { text: string; rewrites: Rewrite[] } {
  const rewrites: Rewrite[] = [];
  const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const name = layerName(file, specifier, root);
    if (!name) return whole;
    rewrites.push({ file: relative(root, file), from: specifier, to: name });
    return `${lead}${quote}${name}${quote}`;
  });
  return { text: next, rewrites };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (SKIPPED.includes(relative(ROOT, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function main(): void {
  const check = process.argv.includes('--check');
  const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
  let rewritten = 0;
  let filesChanged = 0;
  let deepLeft = 0;
  const deepSamples: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const result = rewriteSource(file, text);
    if (result.rewrites.length > 0) {
      rewritten += result.rewrites.length;
      filesChanged++;
      if (!check) writeFileSync(file, result.text);
    }
    for (const match of result.text.matchAll(SPECIFIER)) {
      if (!match[3]?.startsWith('../../../')) continue;
      deepLeft++;
      if (deepSamples.length < 10) deepSamples.push(`${relative(ROOT, file)}: ${match[3]}`);
    }
  }
  console.log(
    `${check ? 'would rewrite' : 'rewrote'} ${rewritten} imports in ${filesChanged} of ${files.length} files; ` +
      `${deepLeft} relative imports still climb three folders or more`,
  );
  for (const sample of deepSamples) console.log(`  ${sample}`);
  if (check && rewritten > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
