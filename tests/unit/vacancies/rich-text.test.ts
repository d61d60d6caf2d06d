import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSafeLink, plainLinesToParagraphs, sanitizeRichText } from '#events/vacancies/sanitize';
import { cleanWordHtml, isWordHtml } from '#events/vacancies/word-html';

/**
 * The rich text editor's output and what gets pasted into it, through the catalogue's sanitiser
 * (issue 31, item 3). The Word fixture is a real-looking clipboard of Word 2016 on Windows: head
 * with Office XML and styles, conditional comments, <o:p>, spans with fonts, lists as paragraphs
 * with fake bullets, a link and a VML picture.
 */
const WORD = readFileSync(new URL('./fixtures/word-paste.html', import.meta.url), 'utf8');
const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('the editor output through the sanitiser', () => {
  it('keeps everything the editor makes: paragraphs, line breaks, bold, italic, both lists and links', () => {
    // As TipTap serialises it: list items wrap their text in a paragraph; links carry target and rel.
    const editor =
      '<p>Первая строка<br>вторая <strong>жирная</strong> и <em>курсив</em></p>' +
      '<ul><li><p>пункт</p></li><li><p>ещё</p></li></ul><ol><li><p>один</p></li></ol>' +
      `<p><a ${LINK_ATTRS} href="https://example.ru/a?b=1&amp;c=2">сайт</a> <a href="mailto:hr@example.ru">почта</a></p>`;
    const clean = sanitizeRichText(editor);
    expect(clean).toBe(
      '<p>Первая строка<br />вторая <strong>жирная</strong> и <em>курсив</em></p>' +
        '<ul><li><p>пункт</p></li><li><p>ещё</p></li></ul><ol><li><p>один</p></li></ol>' +
        `<p><a href="https://example.ru/a?b=1&amp;c=2" ${LINK_ATTRS}>сайт</a> ` +
        `<a href="mailto:hr@example.ru" ${LINK_ATTRS}>почта</a></p>`,
    );
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('removes scripts, event handlers, styles and javascript: or data: links the editor could be sent', () => {
    const dirty =
      '<p onmouseover="steal()">текст<script>alert(1)</script><img src="x" onerror="alert(1)">' +
      '<a href=" javascript:alert(1)">js</a><a href="data:text/html;base64,PHNjcmlwdD4=">data</a>' +
      '<a href="vbscript:x">vb</a><a href="https://ok.ru" onclick="x()" style="color:red">ok</a></p>' +
      '<svg><script>alert(2)</script></svg><h1 class="big">заголовок</h1><span style="font:Arial">span</span>';
    expect(sanitizeRichText(dirty)).toBe(
      `<p>текст<a>js</a><a>data</a><a>vb</a><a href="https://ok.ru" ${LINK_ATTRS}>ok</a></p>заголовокspan`,
    );
  });

  it('the link dialog takes http, https and mailto only', () => {
    for (const ok of ['https://example.ru', 'http://example.ru/x', ' mailto:hr@example.ru', 'HTTPS://A.RU'])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.ru',
      'ftp://x.ru',
      'example.ru',
      '',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
  });
});

describe('texts typed before the editor', () => {
  it('plain text with newlines becomes paragraphs, so the candidate sees the line breaks', () => {
    expect(sanitizeRichText('Строка 1\nСтрока <b>2</b>\r\n\nСтрока 3 & 4')).toBe(
      '<p>Строка 1</p><p>Строка <b>2</b></p><p>Строка 3 &amp; 4</p>',
    );
    expect(plainLinesToParagraphs('одна строка')).toBe('одна строка');
  });

  it('HTML keeps its own layout: newlines between its tags are not paragraphs', () => {
    const html = '<ul>\n  <li>один</li>\n  <li>два</li>\n</ul>';
    expect(plainLinesToParagraphs(html)).toBe(html);
    expect(sanitizeRichText('<p>a</p>\n<p>b</p>')).toBe('<p>a</p>\n<p>b</p>');
  });
});

describe('pasted from Word', () => {
  it('comes out as clean paragraphs, lists and links', () => {
    expect(isWordHtml(WORD)).toBe(true);
    expect(sanitizeRichText(WORD)).toBe(
      '<p><b>Обязанности продавца-консультанта</b></p>' +
        '<p>Консультирует покупателей в торговом зале, <i>помогает с выбором</i> и\u00a0оформляет покупки.</p>' +
        '<ul><li>выкладка товара</li><li>работа на кассе</li><li>приёмка поставок</li></ul>' +
        '<p>Этапы оформления:</p>' +
        '<ol><li>собеседование</li><li>стажировка</li></ol>' +
        `<p>Подробнее: <a href="https://example.ru/vacancies" ${LINK_ATTRS}>сайт компании</a>, ` +
        `почта <a href="mailto:hr@example.ru" ${LINK_ATTRS}>hr@example.ru</a><br />телефон отдела кадров</p>`,
    );
  });

  it('leaves nothing of Word behind: no mso- styles, o:p, spans, fonts, comments, VML or fake bullets', () => {
    const clean = sanitizeRichText(WORD);
    for (const trace of [
      'mso',
      'o:p',
      '<span',
      'font',
      'Symbol',
      '<!--',
      '[if',
      'endif',
      'v:',
      '<img',
      '·',
      'style',
    ])
      expect(clean, trace).not.toContain(trace);
  });

  it('the cleaner alone only rewrites markup (the sanitiser still decides what is safe)', () => {
    const cleaned = cleanWordHtml(WORD);
    expect(cleaned).not.toMatch(/<o:p|<!--|<!\[|<head|<style/i);
    expect(cleaned).toContain('<ul><li>');
    expect(isWordHtml('<p>Обычный текст</p>')).toBe(false);
  });

  it('keeps a nested Word list nested: a deeper level opens a list inside the item before it', () => {
    const item = (level: number, mark: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='margin-left:${36 * level}.0pt;text-indent:-18.0pt;` +
      `mso-list:l0 level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${mark}` +
      `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>${text}<o:p></o:p></p>`;
    const word =
      '<p class=MsoNormal>Обязанности:<o:p></o:p></p>' +
      item(1, '·', 'Работа на кассе') +
      item(2, 'o', 'приём наличных') +
      item(2, 'o', 'возвраты') +
      item(3, '§', 'по чеку') +
      item(1, '·', 'Выкладка товара') +
      item(2, '1.', 'по планограмме') +
      '<p class=MsoNormal>Конец<o:p></o:p></p>';
    expect(sanitizeRichText(word)).toBe(
      '<p>Обязанности:</p>' +
        '<ul><li>Работа на кассе<ul><li>приём наличных</li><li>возвраты<ul><li>по чеку</li></ul></li></ul></li>' +
        '<li>Выкладка товара<ol><li>по планограмме</li></ol></li></ul>' +
        '<p>Конец</p>',
    );
  });
});
