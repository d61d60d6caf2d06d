import { RequestLogger, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * A hire's dossier (issue 28, item 4) from the questionnaire card: 'Досье' → 'PDF' opens it in the
 * console's PDF viewer, 'Досье' → 'JSON Lines' saves the file (its call answers 200, nothing is
 * shown as an error). On a phone the viewer offers 'Скачать'. Семёнов is the demo's signed hire.
 */
interface Found {
  list: { id: string; name: string }[];
}

async function idOf(surname: string): Promise<string> {
  const { list } = await callOk<Found>('/questionnaire/find', { search: surname }, await staffToken('admin'));
  const found = list.find((c) => c.name.startsWith(surname));
  if (!found) throw new Error(`no demo candidate ${surname}`);
  return found.id;
}

const SHOTS = process.env.DOSSIER_SHOTS_DIR;
const SLOW = { timeout: 30_000 };
const jsonl = RequestLogger({ url: /\/dossier\.jsonl$/, method: 'get' }, { logResponseHeaders: true });

async function shot(name: string): Promise<void> {
  // Pictures for a person to look at (DOSSIER_SHOTS_DIR set by hand, not in CI).
  if (SHOTS) await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

fixture('Досье кандидата').page(`${BASE_URL}/login`).requestHooks(jsonl);

test('HR opens the dossier as PDF in the viewer and saves it as JSON Lines', async () => {
  await t.resizeWindow(1366, 900);
  const id = await idOf('Семёнов');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('dossier-button').innerText).contains('Досье');
  await t.click(byTestId('dossier-button'));
  await shot('menu-1366');
  await t.click(byTestId('dossier-pdf'));
  await t.expect(byTestId('pdf-viewer').exists).ok();
  await t.expect(byTestId('pdf-frame').exists).ok(SLOW);
  await t.expect(byTestId('pdf-print').exists).ok();
  await shot('pdf-1366');
  await t.click(byTestId('pdf-close'));
  await t.expect(byTestId('pdf-viewer').exists).notOk();

  await t.click(byTestId('dossier-button'));
  await t.click(byTestId('dossier-jsonl'));
  await t.expect(jsonl.contains((r) => r.response.statusCode === 200)).ok(SLOW);
  await t.expect(byTestId('dossier-button').hasAttribute('data-busy')).notOk(SLOW);
  await t.expect(byTestId('dossier-error').exists).notOk();
});

test('on a phone the PDF viewer offers Скачать', async () => {
  await t.resizeWindow(390, 844);
  const id = await idOf('Романова');
  await loginAs('regiondirector');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.click(byTestId('dossier-button'));
  await shot('menu-390');
  await t.click(byTestId('dossier-pdf'));
  await t.expect(byTestId('pdf-download').exists).ok(SLOW);
  await shot('pdf-390');
});
