import { Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

const SHOTS = process.env.DKMO_SHOTS_DIR;
const LIVE = { timeout: 10_000 };
const DKMO_PATH = '/protected/dkmo';
/** Авиапарк's demo DKMO: concluded, these team members still to sign. */
const UNSIGNED = ['s-10412-05', 's-10412-06', 's-10412-07', 's-10412-08', 's-10412-09'];

async function shot(name: string): Promise<void> {
  // Pictures for a person to look at (DKMO_SHOTS_DIR set by hand, not in CI).
  if (SHOTS) await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Draws a stroke on the signature dialog's canvas and saves it. */
async function drawAndSave(): Promise<void> {
  const canvas = byTestId('dkmo-signature-canvas');
  await t.expect(canvas.visible).ok();
  await t.drag(canvas, 120, 30, { offsetX: 30, offsetY: 50, speed: 0.5 });
  await t.drag(canvas, 80, -20, { offsetX: 150, offsetY: 60, speed: 0.5 });
  await t.click(byTestId('dkmo-signature-save'));
}

fixture('ДКМО магазина подписывается вживую').page(`${BASE_URL}/login`);

test('an employee signs on the store’s tablet; the director’s console sees it live, and the status when the last one signs', async () => {
  await t.resizeWindow(1366, 900);
  await loginAs('director');
  await openPage(`${BASE_URL}${DKMO_PATH}`);
  await t.expect(byTestId('dkmo-number').innerText).contains('ДКМО № 10412-1 от 15.01.2025');
  await t.expect(byTestId('dkmo-status').innerText).contains('Ожидает подписей');
  // Grouped as the spec orders them: the director first.
  await t.expect(Selector('[data-testid^="dkmo-row-"]').nth(0).innerText).contains('Петров Иван');
  await shot('dkmo-1366');
  const console = await t.getCurrentWindow();

  // The store's tablet: the same store, a phone-width screen.
  const tablet = await t.openWindow(`${BASE_URL}${DKMO_PATH}`);
  await t.resizeWindow(390, 844);
  await t.expect(byTestId('dkmo-employees').visible).ok(LIVE);
  await shot('dkmo-390');

  // An empty canvas is refused with 'Обязательное поле'.
  await t.click(byTestId(`dkmo-sign-${UNSIGNED[0]}`));
  await t.click(byTestId('dkmo-signature-save'));
  await t.expect(byTestId('dkmo-signature').innerText).contains('Обязательное поле');
  await drawAndSave();
  await t.expect(byTestId('dkmo-message').innerText).contains('Подпись успешно отправлена!', LIVE);
  await t.click(byTestId('dkmo-message').find('button'));

  await t.switchToWindow(console);
  await t
    .expect(byTestId(`dkmo-signed-${UNSIGNED[0]}`).exists)
    .ok('the signature appears live in the director’s console', LIVE);
  await t.expect(byTestId('dkmo-status').innerText).contains('Ожидает подписей');

  await t.switchToWindow(tablet);
  for (const id of UNSIGNED.slice(1)) {
    await t.click(byTestId(`dkmo-sign-${id}`));
    await drawAndSave();
    await t.expect(byTestId('dkmo-message').innerText).contains('Подпись успешно отправлена!', LIVE);
    await t.click(byTestId('dkmo-message').find('button'));
  }
  await t.switchToWindow(console);
  await t.expect(byTestId(`dkmo-signed-${UNSIGNED.at(-1)!}`).exists).ok(LIVE);
  await t.expect(byTestId('dkmo-status').innerText).contains('Подписан всеми сотрудниками', LIVE);
  await shot('dkmo-signed-1366');
});

test('a store that needs re-concluding shows why; a store with none offers «Заключить»', async () => {
  await t.resizeWindow(1366, 900);
  await loginAs('admin');
  await openPage(`${BASE_URL}${DKMO_PATH}?storeId=20118`);
  await t.expect(byTestId('dkmo-renewal').innerText).contains('требуется перезаключение', LIVE);
  await t.expect(byTestId('dkmo-renewal').innerText).contains('Сменился руководитель коллектива');
  await shot('dkmo-renewal-1366');
  await openPage(`${BASE_URL}${DKMO_PATH}?storeId=10234`);
  await t.expect(byTestId('dkmo-not-concluded').innerText).contains('не заключён', LIVE);
  await t.expect(byTestId('dkmo-conclude').exists).ok();
  await t.resizeWindow(390, 844);
  await shot('dkmo-none-390');
});
