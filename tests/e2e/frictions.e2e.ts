import { ClientFunction, Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { applyOverHttp, candidate, cardPath, chooseListOption, form, staffToken } from './helpers/light';
import { byTestId, presenceViewers } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';
import { api, closeOnSiteIfPublished, createVacancy, staffTemplateId } from './helpers/vacancies';

/**
 * Issue 31, item 4 (the audit's cosmetic frictions, part C; the job-board ones are in
 * publishing.e2e.ts): presence as compact avatars in the header, the parent menu entry on a nested
 * card, the phone header's avatar, copy feedback, a malformed confirmation link, the public form's
 * own select. Screenshots at 1366 and 390 px: tests/e2e/screenshots/frictions/.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LINK_INVALID = 'Ссылка для подтверждения недействительна или устарела';

/** Where an element's box sits, and how wide the page scrolls. */
const boxOf = ClientFunction((selector: string) => {
  const rect = document.querySelector(selector)?.getBoundingClientRect();
  return rect ? { left: rect.left, right: rect.right, centreX: rect.left + rect.width / 2 } : null;
});
const pageScrollWidth = ClientFunction(() => document.documentElement.scrollWidth);

/** The page's clipboard: copies into `window.__copied`, or refuses (and so does the old way). */
const fakeClipboard = ClientFunction((works: boolean) => {
  const w = window as unknown as { __copied?: string };
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (!works) return Promise.reject(new Error('denied'));
        w.__copied = text;
        return Promise.resolve();
      },
    },
  });
  document.execCommand = () => false;
});
const copiedText = ClientFunction(() => (window as unknown as { __copied?: string }).__copied ?? null);

/** Vacancies a test published on the own site, closed again after it. */
const toClose: string[] = [];

fixture('Мелкие неудобства из аудита (часть C)')
  .page(`${BASE_URL}/login`)
  .beforeEach(async (t) => {
    await t.resizeWindow(DESKTOP.width, DESKTOP.height);
  })
  .afterEach(async (t) => {
    const token = await staffToken('director');
    while (toClose.length) await closeOnSiteIfPublished(token, toClose.pop()!);
    await t.resizeWindow(DESKTOP.width, DESKTOP.height);
  });

test("a light card: presence avatars in the header, 'Анкеты QR' highlighted, the phone header", async (t) => {
  const id = await applyOverHttp('2', candidate());
  await loginAs('hr-al');
  await openPage(`${BASE_URL}${cardPath(id)}`);
  await t.expect(byTestId('ql-card-name').exists).ok();

  // Presence: avatars in the header, no card on the page; a tooltip names the viewer and role.
  const header = Selector('header');
  await t.expect(header.find('[data-testid="presence-bar"]').exists).ok('presence is not in the header');
  await t.expect(Selector('main [data-testid="presence-bar"]').exists).notOk('presence still a card');
  await t.expect(presenceViewers.count).eql(1, 'the reviewer sees herself');
  await t.hover(presenceViewers.nth(0));
  // (The card's notifications block has tooltips of its own: the one shown now names the viewer.)
  await t.expect(Selector('[role="tooltip"]').withText('(вы)').visible).ok({ timeout: 5000 });

  // The parent menu entry of the card reads as selected.
  const parent = byTestId('menu-item-questionnaireLight');
  await t.expect(parent.getAttribute('aria-current')).eql('page', "'Анкеты QR' not highlighted");
  await t.takeScreenshot({ path: 'frictions/light-card-1366.png' });

  // A phone: the user menu is the avatar alone, centred in its button; nothing sticks out.
  await t.resizeWindow(PHONE.width, PHONE.height);
  await t.expect(byTestId('user-menu').visible).ok();
  const button = await boxOf('[data-testid="user-menu"]');
  const avatar = await boxOf('[data-testid="user-menu"] .fui-Avatar');
  await t
    .expect(button && avatar && Math.abs(button.centreX - avatar.centreX))
    .lte(2, 'the avatar is offset');
  await t.expect(button!.right).lte(PHONE.width, 'the user menu is off the screen');
  const presence = await boxOf('header [data-testid="presence-bar"]');
  await t.expect(presence && presence.right).lte(PHONE.width, 'presence is off the screen');
  await t.expect(await pageScrollWidth()).lte(PHONE.width, 'the page scrolls sideways');
  await t.takeScreenshot({ path: 'frictions/light-card-390.png' });
});

test("a vacancy's copy button says 'Скопировано' for about 2 s", async (t) => {
  const token = await staffToken('director');
  const id = await createVacancy(
    token,
    await staffTemplateId(token, '1', 'Кассир'),
    '10412',
    '<p>Проверка кнопки копирования.</p>',
  );
  toClose.push(id);
  await api(`/vacancies/${id}/publication`, { token, body: { service: 'site', action: 'publish' } });

  await loginAs('director');
  await openPage(`${BASE_URL}/protected/positions/vacancies/${id}`);
  const copy = byTestId('pub-link-copy').withAttribute('data-service', 'site');
  await t.expect(copy.innerText).eql('Копировать');
  // Headless Chromium may copy nothing (no permission, no focus): the clipboard is the page's here.
  await fakeClipboard(true);
  await t.click(copy);
  await t.expect(copy.innerText).eql('Скопировано', 'no feedback after copying');
  await t.expect(copiedText()).eql(await byTestId('pub-link-site').find('a').getAttribute('href'));
  await t.expect(copy.innerText).eql('Копировать', 'the feedback stays', { timeout: 4000 });

  // A browser that refuses both ways: the button says so (it used to stay silent).
  await fakeClipboard(false);
  await t.click(copy);
  await t.expect(copy.innerText).eql('Не удалось скопировать', 'no feedback after a failed copy');
  await t.expect(copy.innerText).eql('Копировать', 'the feedback stays', { timeout: 4000 });
});

test('the public site: a malformed confirmation link, the own citizenship select', async (t) => {
  // A malformed e-mail confirmation id reads like an unknown link, not a field-length message.
  await t.navigateTo(`${BASE_URL}/confirm/email/short`);
  await t.expect(byTestId('email-confirm-error').innerText).eql(LINK_INVALID);

  await t.resizeWindow(PHONE.width, PHONE.height);
  await t.navigateTo(`${BASE_URL}/vacancies/4/al`);
  const citizen = form.citizen;
  await t.expect(citizen.exists).ok();
  await t.expect(citizen.tagName).notEql('select', "the browser's native select");
  await t.expect(citizen.getAttribute('role')).eql('combobox');
  await t.expect(citizen.innerText).eql('Выберите гражданство');
  // Its label names it for screen readers.
  const labelled = await Selector('label').withText('Гражданство').getAttribute('for');
  await t.expect(citizen.getAttribute('id')).eql(labelled);

  // The keyboard: open, move, choose; Escape closes without choosing.
  const list = Selector(`[id="${await citizen.getAttribute('aria-controls')}"]`);
  await t.click(citizen).pressKey('esc');
  await t.expect(list.visible).notOk();
  await t.pressKey('down');
  await t.expect(citizen.getAttribute('aria-expanded')).eql('true');
  await t.expect(list.visible).ok();
  await t.takeScreenshot({ path: 'frictions/citizenship-open-390.png' });
  await t.pressKey('down enter');
  await t.expect(citizen.getAttribute('aria-expanded')).eql('false');
  const second = await list.find('[role="option"]').nth(1).innerText;
  await t.expect(citizen.innerText).eql(second);

  // The mouse: the helper the other form tests use.
  await chooseListOption(citizen, 'Россия');
  await t.expect(list.find('[aria-selected="true"]').innerText).eql('Россия');
});
