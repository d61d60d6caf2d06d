import { ClientFunction } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { createPublishedVacancy, vacancySection } from './helpers/public';
import {
  editorHtml,
  formatButton,
  linkDialog,
  paragraphsOf,
  pasteHtml,
  selectText,
  typeList,
} from './helpers/richText';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';
import { staffVacancy } from './helpers/vacancies';

/**
 * Issue 31, item 3: a vacancy's text edited with the rich text editor (bold, a list, a link, line
 * breaks, a paste from Word) is saved through the sanitiser and shown as such on the public vacancy
 * page; the form loads it back after a reload with its line breaks; the toolbar fits a phone.
 */
const LINK_INVALID = 'Адрес ссылки должен начинаться с http://, https:// или mailto:';
const EDITOR = 'extra-input';

/** A short Word clipboard: Office namespaces, mso- styles, <o:p>, a list as paragraphs with fake bullets. */
const WORD_HTML =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->' +
  '<p class=MsoNormal><span style=\'font-family:"Arial",sans-serif;mso-bidi-font-family:Arial\'>Из Word<o:p></o:p></span></p>' +
  "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]>" +
  "<span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;</span></span></span>" +
  '<![endif]><span style=\'font-family:"Arial",sans-serif\'>пункт из Word<o:p></o:p></span></p>' +
  '<!--EndFragment--></body></html>';

const toolbarFits = ClientFunction((testId: string) => {
  const toolbar = document.querySelector(`[data-testid="${testId}-toolbar"]`) as HTMLElement;
  const buttons = toolbar.querySelectorAll('button');
  for (let i = 0; i < buttons.length; i++) {
    const r = (buttons[i] as HTMLElement).getBoundingClientRect();
    if (r.width === 0 || r.right > window.innerWidth + 0.5) return false;
  }
  return buttons.length === 6;
});

fixture('Редактор текстов вакансии').page(`${BASE_URL}/login`);

test('bold, a list, a link and line breaks reach the public vacancy page; Word paste comes clean', async (t) => {
  await t.resizeWindow(1366, 900);
  const director = await staffToken('director');
  const id = await createPublishedVacancy(director, '10412', '1', 'Мерчендайзер', '<p>Черновик</p>');

  await loginAs('director');
  await openPage(`${BASE_URL}/protected/positions/vacancies/${id}`);
  await t.expect(editorHtml(EDITOR)).eql('<p>Черновик</p>', 'the stored text is loaded');
  for (const [name, label] of <[string, string][]>[
    ['bold', 'Полужирный'],
    ['italic', 'Курсив'],
    ['bulletList', 'Маркированный список'],
    ['orderedList', 'Нумерованный список'],
    ['link', 'Ссылка'],
  ])
    await t.expect(formatButton(EDITOR, name).getAttribute('aria-label')).eql(label);

  // Bold from the toolbar, italic from the keyboard, a line break (Shift+Enter) and a new paragraph.
  const type = (text: string) => t.typeText(byTestId(EDITOR), text, { paste: true });
  await t.click(byTestId(EDITOR)).pressKey('ctrl+a delete');
  await t.click(formatButton(EDITOR, 'bold'));
  await t.expect(formatButton(EDITOR, 'bold').getAttribute('aria-pressed')).eql('true');
  await type('Жирное начало');
  await t.click(formatButton(EDITOR, 'bold'));
  await type(' ');
  await t.pressKey('ctrl+i');
  await type('курсив');
  await t.pressKey('ctrl+i');
  await t.pressKey('shift+enter');
  await type('после переноса');
  await t.pressKey('enter');
  await type('Второй абзац');
  await t.pressKey('enter');
  await typeList(EDITOR, 'bulletList', ['пункт один', 'пункт два']);
  await t.pressKey('enter enter');

  // A link on a selected word: the dialog refuses javascript:, a bare site becomes https://.
  await type('Наш сайт');
  await selectText(EDITOR, 'сайт');
  await t.click(formatButton(EDITOR, 'link'));
  await t.expect(linkDialog.surface.visible).ok('the link dialog did not open');
  await t.typeText(linkDialog.input, 'javascript:alert(1)', { paste: true }).click(linkDialog.save);
  await t.expect(linkDialog.error.innerText).eql(LINK_INVALID);
  await t.typeText(linkDialog.input, 'example.ru/job', { replace: true, paste: true }).click(linkDialog.save);
  await t.expect(linkDialog.surface.exists).notOk('the link dialog did not close');

  // A paste from Word lands as a clean paragraph and list.
  await t.pressKey('enter');
  await pasteHtml(EDITOR, WORD_HTML);
  await t.expect(editorHtml(EDITOR)).notContains('mso', 'Word styles were pasted');
  await t.expect(byTestId(EDITOR).find('li').withText('пункт из Word').exists).ok('the Word list was lost');

  // The preview shows what the candidate will see, through the sanitiser.
  await t.click(byTestId(`${EDITOR}-preview-toggle`));
  const preview = byTestId(`${EDITOR}-preview-html`);
  await t.expect(preview.visible).ok('no preview');
  await t.expect(preview.find('strong').withText(/^Жирное\sначало$/).exists).ok();
  await t.expect(preview.find('a').withExactText('сайт').getAttribute('href')).eql('https://example.ru/job');
  await t.expect(preview.find('a').withExactText('сайт').getAttribute('target')).eql('_blank');

  await t.click(byTestId('extra-save'));
  await t.expect(byTestId('extra-notice').innerText).eql('Описание вакансии сохранено');
  // TestCafe types its spaces as no-break spaces, as a browser does at the end of a line.
  const saved = (await staffVacancy(director, id)).extraStandards.replace(/\u00a0|&nbsp;/g, ' ');
  await t.expect(saved).contains('<p><strong>Жирное начало</strong> <em>курсив</em><br />после переноса</p>');
  await t
    .expect(saved)
    .contains('<p>Второй абзац</p><ul><li><p>пункт один</p></li><li><p>пункт два</p></li></ul>');
  await t.expect(saved).contains('Наш <a href="https://example.ru/job" target="_blank"');
  await t.expect(saved).contains('<p>Из Word</p><ul><li><p>пункт из Word</p></li></ul>');
  await t.expect(saved).notMatch(/mso|span|style|o:p|·/);

  // A reload of the form keeps the paragraphs and the line break.
  await openPage(`${BASE_URL}/protected/positions/vacancies/${id}`);
  const first = paragraphsOf(EDITOR).nth(0);
  await t.expect(first.find('br').exists).ok('the line break was lost on reload');
  await t.expect(first.innerText).match(/^Жирное\sначало\sкурсив\nпосле\sпереноса$/);
  await t.expect(paragraphsOf(EDITOR).nth(1).innerText).match(/^Второй\sабзац$/);

  // On a phone the toolbar wraps inside the screen.
  await t.resizeWindow(390, 844);
  await t.expect(toolbarFits(EDITOR)).ok('a toolbar button is off the screen at 390 px');
  await t.resizeWindow(1366, 900);

  // The public vacancy page shows the same formatting.
  await t.navigateTo(`${BASE_URL}/vacancies/${id}`);
  const extra = vacancySection('extraStandards');
  await t.expect(extra.find('strong').withText(/^Жирное\sначало$/).exists).ok('no bold on the public page');
  await t.expect(extra.find('em').withExactText('курсив').exists).ok();
  await t.expect(extra.find('li').withText(/пункт\sодин/).exists).ok('no list on the public page');
  await t.expect(extra.find('li').count).eql(3);
  const link = extra.find('a').withExactText('сайт');
  await t.expect(link.getAttribute('href')).eql('https://example.ru/job');
  await t.expect(link.getAttribute('rel')).contains('noopener');
  await t.expect(extra.find('p').nth(0).find('br').exists).ok('the line break is lost on the public page');
});
