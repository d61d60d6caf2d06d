import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './child';
import { tempDir, trackChild } from './cleanup';

export interface ClientBuild {
  /** Temp directory holding `dist/`: a server started with this as its cwd serves this build. */
  root: string;
  dist: string;
  seconds: number;
}

let pending: Promise<ClientBuild> | null = null;

/**
 * `vite build` of both pages into a temp outDir (the shared dist/ stays untouched), once per bench
 * run: tests 5 and 6 share it. The server serves ./dist of its working directory, so `root` is laid
 * out as a working directory.
 */
export function buildClient(log: (line: string) => void): Promise<ClientBuild> {
  pending ??= runViteBuild(log);
  return pending;
}

async function runViteBuild(log: (line: string) => void): Promise<ClientBuild> {
  const root = tempDir('client');
  const dist = join(root, 'dist');
  log(`   vite build --outDir ${dist}`);
  const started = performance.now();
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = trackChild(
    spawn(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}:\n${output.trim()}`);
  return { root, dist, seconds: (performance.now() - started) / 1000 };
}

export interface AssetSize {
  /** Path as the page references it, e.g. /assets/react-abc.js. */
  url: string;
  raw: number;
  gzip: number;
  /** How the page gets it. */
  via: 'entry' | 'modulepreload' | 'static import' | 'stylesheet';
}

export interface PageAssets {
  html: string;
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  /** Statically imported chunks the HTML does not preload (the browser still loads them up front). */
  unlisted: string[];
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Attributes of every `<tag ...>` in the HTML (enough for Vite's generated head). */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of match[1]!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    found.push(attrs);
  }
  return found;
}

/**
 * Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"` of a built chunk;
 * dynamic `import("./x.js")` (a lazily loaded chunk) is not matched.
 */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /\b(?:import|export)\s*(?:[^"'`()=;]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(m[1]!);
  }
  return [...found];
}

/**
 * What a page loads before it can run: its entry module script, the modulepreload links Vite put
 * beside it, and (as a check) anything those statically import that the HTML does not list. Lazy
 * chunks (dynamic import) are not counted. Sizes are of the built files, gzip level 9.
 */
export function pageAssets(dist: string, page: 'public' | 'console'): PageAssets {
  const htmlFile = join(dist, page, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const fileOf = (url: string) => join(dist, url.replace(/^\//, '').split(/[?#]/)[0]!);
  const size = (url: string, via: AssetSize['via']): AssetSize => {
    const bytes = readFileSync(fileOf(url));
    return { url, raw: bytes.length, gzip: gzipSize(bytes), via };
  };
  const js: AssetSize[] = [];
  const seen = new Set<string>();
  const add = (url: string, via: AssetSize['via']) => {
    if (seen.has(url)) return;
    seen.add(url);
    js.push(size(url, via));
  };
  for (const s of tags(html, 'script')) if (s.type === 'module' && s.src) add(s.src, 'entry');
  if (js.length === 0) throw new Error(`${htmlFile}: no <script type="module" src=...>`);
  for (const l of tags(html, 'link')) {
    if ((l.rel ?? '').split(/\s+/).includes('modulepreload') && l.href) add(l.href, 'modulepreload');
  }
  // The static import closure: Vite preloads all of it, so `unlisted` should stay empty.
  const unlisted: string[] = [];
  for (let i = 0; i < js.length; i++) {
    const url = js[i]!.url;
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const spec of staticImports(readFileSync(fileOf(url), 'utf8'))) {
      const target = dir + spec.slice(2);
      if (seen.has(target)) continue;
      unlisted.push(target);
      add(target, 'static import');
    }
  }
  const css = tags(html, 'link')
    .filter((l) => (l.rel ?? '').split(/\s+/).includes('stylesheet') && l.href)
    .map((l) => size(l.href!, 'stylesheet'));
  const sum = (list: AssetSize[], key: 'raw' | 'gzip') => list.reduce((a, b) => a + b[key], 0);
  return {
    html: htmlFile,
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    jsRaw: sum(js, 'raw'),
    cssGzip: sum(css, 'gzip'),
    unlisted,
  };
}

/** Every .js file of the build, gzip -9 each (what a visitor of every page would download in total). */
export function allJsAssets(dist: string): { files: number; raw: number; gzip: number } {
  const dir = join(dist, 'assets');
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const bytes = readFileSync(join(dir, name));
    raw += bytes.length;
    gzip += gzipSize(bytes);
    files++;
  }
  return { files, raw, gzip };
}
