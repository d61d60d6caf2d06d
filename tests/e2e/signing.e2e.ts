import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * Signing the hire's documents (issue 27, items 2-4). HR signs Макаров's documents with the
 * candidate on the subscribe page (the demo's only candidate waiting for signatures, in 10587),
 * while Admin's console (another origin, its own session) watches the same page and sees the state
 * become 'Трудоустроен' live. On a phone, an employed card reads 'Документы' with no signing
 * controls, each document matching what was signed, and the viewer offers 'Скачать'.
 */
interface Found {
  list: { id: string; name: string; state: string }[];
}

async function idOf(surname: string): Promise<string> {
  const { list } = await callOk<Found>('/questionnaire/find', { search: surname }, await staffToken('admin'));
  const found = list.find((c) => c.name.startsWith(surname));
  if (!found) throw new Error(`no demo candidate ${surname}`);
  return found.id;
}

const SHOTS = process.env.SIGN_SHOTS_DIR;
const LIVE = { timeout: 15_000 };

async function shot(name: string): Promise<void> {
  // Pictures for a person to look at (SIGN_SHOTS_DIR set by hand, not in CI).
  if (SHOTS) await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Draws a stroke in the open signature dialog and saves it. */
async function draw(signer: 'candidate' | 'director'): Promise<void> {
  await t.click(byTestId(`signing-${signer}-open`));
  const canvas = byTestId(`signature-${signer}-canvas`);
  await t.expect(canvas.exists).ok();
  await t.drag(canvas, 120, 30, { offsetX: 40, offsetY: 40, speed: 0.5 });
  await t.drag(canvas, 80, -20, { offsetX: 150, offsetY: 70, speed: 0.5 });
  await t.click(byTestId(`signature-${signer}-save`));
  await t.expect(byTestId(`signature-${signer}`).exists).notOk();
  await t.expect(byTestId(`signing-${signer}-image`).exists).ok();
}

fixture('Подписание документов, вживую')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('HR signs with the candidate; another console sees the state become employed live', async () => {
  const id = await idOf('Макаров');
  // Admin's window watches the signing page.
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/subscribe/${id}`);
  const page = byTestId('qa-subscribe');
  await t.expect(page.getAttribute('data-state')).eql('waitingSigningDocuments', LIVE);

  // HR's window (another origin: its own session) signs.
  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/subscribe/${id}`);
  await t.expect(byTestId('signing-title').innerText).eql('Заполнение документов', LIVE);
  await t.expect(Selector('[data-testid^="signing-doc-"]').count).gte(10, LIVE);
  // 'Отправить подписи' only once the presence is ticked; empty signatures are 'Обязательное поле'.
  await t.expect(byTestId('signing-submit').hasAttribute('disabled')).ok();
  await t.click(byTestId('signing-presence'));
  await t.expect(byTestId('signing-submit').hasAttribute('disabled')).notOk();
  await t.click(byTestId('signing-submit'));
  await t.expect(byTestId('signing-candidate').innerText).contains('Обязательное поле');
  await t.expect(byTestId('signing-director').innerText).contains('Обязательное поле');
  // An empty canvas is not saved.
  await t.click(byTestId('signing-candidate-open'));
  await t.click(byTestId('signature-candidate-save'));
  await t.expect(byTestId('signature-candidate').innerText).contains('Обязательное поле');
  await t.pressKey('esc');
  // The viewer shows the blank with 'Печать'.
  await t.click(byTestId('signing-doc-employmentContract').find('button'));
  await t.expect(byTestId('pdf-frame').exists).ok(LIVE);
  await t.expect(byTestId('pdf-print').innerText).eql('Печать');
  await shot('signing-viewer-1366');
  await t.click(byTestId('pdf-close'));
  await draw('candidate');
  await draw('director');
  await shot('signing-ready-1366');
  await t.click(byTestId('signing-submit'));
  const congratulation = byTestId('signing-congratulation');
  await t.expect(congratulation.innerText).contains('Поздравляем, Макаров Роман Евгеньевич!', LIVE);
  await t.expect(congratulation.innerText).contains('Уважаемый Макаров Роман Евгеньевич');
  await shot('signing-congratulation-1366');
  await t.click(byTestId('signing-congratulation-close'));
  await t.expect(byTestId('signing-title').innerText).eql('Документы', LIVE);
  await t.expect(byTestId('signing-submit').exists).notOk();
  await t.expect(byTestId('signing-doc-employmentContract-match').exists).ok(LIVE);

  // Admin's window: employed, live, without a reload.
  await t.switchToParentWindow();
  await t.expect(page.getAttribute('data-state')).eql('employed', LIVE);
  await t.expect(page.innerText).contains('Трудоустроен');
  await t.expect(byTestId('signing-title').innerText).eql('Документы', LIVE);
  await shot('signing-employed-1366');
  await t.closeWindow(hrWindow);
});

test('on a phone: an employed card has the documents, matching, and the viewer downloads', async () => {
  const id = await idOf('Семёнов');
  await t.resizeWindow(390, 844);
  await loginAs('director');
  await openPage(`${BASE_URL}/protected/feedback/subscribe/${id}`);
  await t.expect(byTestId('signing-title').innerText).eql('Документы', LIVE);
  await t.expect(byTestId('signing-presence').exists).notOk();
  await t
    .expect(byTestId('signing-doc-employmentContract-match').innerText)
    .eql('совпадает с подписанным', LIVE);
  await shot('signing-employed-390');
  await t.click(byTestId('signing-doc-employmentContract').find('button'));
  await t.expect(byTestId('pdf-download').innerText).eql('Скачать', LIVE);
  await t.expect(byTestId('pdf-print').exists).notOk();
  await shot('signing-viewer-390');
  await t.click(byTestId('pdf-close'));
});

test('the verification page, opened from a QR code, names the document and who signed', async () => {
  const id = await idOf('Семёнов');
  const status = await callOk<{ documents: { label: string; blankSha256: string }[] }>(
    `/documents/signing/${id}`,
    undefined,
    await staffToken('admin'),
  );
  const contract = status.documents.find((d) => d.label === 'employmentContract');
  if (!contract) throw new Error('Семёнов has no signed contract');
  await loginAs('hr');
  for (const width of [1366, 390]) {
    await t.resizeWindow(width, 900);
    await openPage(`${BASE_URL}/protected/verify?sha=${contract.blankSha256}`);
    await t
      .expect(byTestId('verify-message').innerText)
      .contains('бланк, который был показан и подписан', LIVE);
    await t.expect(byTestId('verify-title').innerText).eql('Трудовой договор');
    await t.expect(byTestId('verify-candidate').innerText).contains('Семёнов Кирилл Александрович');
    await shot(`verify-${width}`);
  }
});
