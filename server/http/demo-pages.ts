import type Koa from 'koa';
import { formatPhoneInput } from '#events/questionnaire-light/events';
import type { Services } from '../core/services';

const moscowTime = (iso: string) => new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * GET /demo/sms (demo mode only): the SMS and e-mails the outboxes "sent", so a demo can be walked
 * through without a phone. The codes appear only here, never in logs.
 */
export function demoPages(s: Services): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/demo/sms' || ctx.method !== 'GET' || s.config.mode !== 'demo') {
      await next();
      return;
    }
    const sms = s.sms.recent();
    const mail = s.mail.recent();
    const smsItems = sms
      .map(
        (m) =>
          `<li><div class="meta">${escape(moscowTime(m.at))} · ${escape(formatPhoneInput(m.to))}</div>${escape(m.text)}</li>`,
      )
      .join('');
    const mailItems = mail
      .map(
        (m) =>
          `<li><div class="meta">${escape(moscowTime(m.at))} · ${escape(m.to)}</div><b>${escape(m.subject)}</b><pre>${linkify(m.text)}</pre></li>`,
      )
      .join('');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>СМС (демо)</title>
<style>
body{font-family:'Segoe UI',system-ui,-apple-system,Roboto,Arial,sans-serif;margin:0 auto;padding:16px;max-width:800px;color:#242424;background:#f5f5f5}
h1{font-size:24px;color:#0f6cbd}h2{font-size:18px;margin-top:32px}
ul{list-style:none;margin:0;padding:0}
li{background:#fff;border-radius:8px;box-shadow:0 0 2px rgba(0,0,0,.12),0 2px 4px rgba(0,0,0,.14);padding:12px;margin-bottom:8px}
.meta{color:#616161;font-size:13px;margin-bottom:4px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-family:inherit;margin:8px 0 0}
</style></head><body>
<h1>СМС (демо)</h1>
<p>Сообщения, которые были бы отправлены кандидатам (время московское). Страница обновляется каждые 5 секунд.</p>
<ul data-testid="sms-outbox">${smsItems || '<li>Сообщений пока нет</li>'}</ul>
<h2>Письма (демо)</h2>
<ul data-testid="mail-outbox">${mailItems || '<li>Писем пока нет</li>'}</ul>
</body></html>`;
  };
}

function linkify(text: string): string {
  return escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}
