import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { readSettings, type SettingRow } from './settings';

export const CONFIGURATION_DOC = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));
export const START =
  '<!-- configuration table: generated from server/core/config.ts by `npm run docs:config` -->';
export const END = '<!-- end of the generated configuration table -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table as markdown (prettier aligns it when the page is written). */
export function renderTable(rows: SettingRow[]): string {
  const lines = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const row of rows)
    lines.push(
      `| ${row.env.map((name) => `\`${name}\``).join(' / ')} | ${cell(row.default)} | ${cell(row.meaning)} |`,
    );
  return lines.join('\n');
}

/** docs/configuration.md with the table between its markers replaced by the code's, formatted. */
export async function renderConfigurationDoc(
  page = readFileSync(CONFIGURATION_DOC, 'utf8'),
): Promise<string> {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/configuration.md: the markers ${START} … ${END} are missing`);
  const text = `${page.slice(0, start + START.length)}\n\n${renderTable(readSettings())}\n\n${page.slice(end)}`;
  const options = await prettier.resolveConfig(CONFIGURATION_DOC);
  return prettier.format(text, { ...options, filepath: CONFIGURATION_DOC });
}
