import { allJsAssets, buildClient, pageAssets, type AssetSize } from './client-build';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { judge, row } from './report';
import { fmtSeconds } from './stats';

export const fmtKB = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const assetLines = (assets: AssetSize[]) =>
  assets.map(
    (a) =>
      `     ${fmtKB(a.gzip).padStart(9)} gzip  ${fmtKB(a.raw).padStart(9)} raw  ${fileName(a.url)} (${a.via})`,
  );

/**
 * Test 5: the JavaScript the public feed page loads on `/` — its entry module and the modulepreload
 * links of the built public/index.html (lazy questionnaire chunks excluded) — gzip level 9 summed.
 */
export async function bundleSection(ctx: BenchContext): Promise<SectionResult> {
  ctx.log('5. client build (public page JavaScript size)');
  const build = await buildClient(ctx.log);
  const pub = pageAssets(build.dist, 'public');
  const con = pageAssets(build.dist, 'console');
  const all = allJsAssets(build.dist);
  const rows = [
    row(
      '5',
      `public page JS on / (entry + ${pub.js.length - 1} preloaded chunks), gzip -9`,
      fmtKB(pub.jsGzip),
      `< ${fmtKB(TARGETS.publicJsGzipBytes)} gzipped`,
      judge(pub.jsGzip < TARGETS.publicJsGzipBytes && pub.js.length > 0),
    ),
    row('5', '  same uncompressed / public page CSS gzip', `${fmtKB(pub.jsRaw)} / ${fmtKB(pub.cssGzip)}`),
    row(
      '5',
      `console page JS (entry + ${con.js.length - 1} preloaded chunks), gzip -9`,
      fmtKB(con.jsGzip),
      'information',
    ),
    row('5', `  all ${all.files} built JS files, gzip -9 each`, fmtKB(all.gzip), 'information'),
    row('5', '  vite build time (temp outDir)', fmtSeconds(build.seconds)),
  ];
  const notes = [
    [
      `5. built with vite build into a temp outDir; ${pub.html.slice(build.dist.length + 1)} loads on /` +
        ` (KB = 1,024 bytes; each file gzip -9 on its own, as a server would send it):`,
      ...assetLines(pub.js),
      ...assetLines(pub.css),
      `   console page (${con.html.slice(build.dist.length + 1)}):`,
      ...assetLines(con.js),
    ].join('\n'),
  ];
  if (pub.unlisted.length > 0 || con.unlisted.length > 0) {
    notes.push(
      `5. WARNING: chunks statically imported but not modulepreloaded (counted above, fetched in a second round ` +
        `trip): ${[...pub.unlisted, ...con.unlisted].join(', ')}`,
    );
  }
  return { rows, notes };
}
