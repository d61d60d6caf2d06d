import { sanitizeRichText } from '#events/vacancies/sanitize';
import { addressLine, composeDescription, escapeHtml } from './mapping';
import { sandboxAreaName } from './sandbox-catalogue';
import type { SandboxBoardApi, SandboxVacancy } from './sandbox-api';

/**
 * The sandbox boards' HTML: the sign-in page and the vacancy pages. Every text is escaped; the
 * description is the only HTML and goes through the catalogue's sanitiser first.
 */

const STATUS_LABELS: Record<SandboxVacancy['status'], string> = {
  published: 'Опубликована',
  closed: 'В архиве',
  deleted: 'Удалена',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f5f7;color:#1f2328}
main{max-width:760px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:8px;padding:16px 20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.sandbox{font-size:12px;color:#6b7280;margin-bottom:8px}
.status{display:inline-block;padding:2px 8px;border-radius:10px;font-size:13px;background:#e5e7eb}
.status-published{background:#d1fae5}.status-closed{background:#fef3c7}.status-deleted{background:#fee2e2}
.actions{display:flex;gap:8px;margin-top:16px}
button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #9ca3af;background:#fff;cursor:pointer}
button.primary{background:#2563eb;border-color:#2563eb;color:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{color:#6b7280}dd{margin:0}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The board's sign-in page: the popup shows it; both buttons post back to the board. */
export function renderAuthorizePage(
  api: SandboxBoardApi,
  params: { state: string; redirectUri: string },
): string {
  const hidden =
    `<input type="hidden" name="state" value="${escapeHtml(params.state)}">` +
    `<input type="hidden" name="redirect_uri" value="${escapeHtml(params.redirectUri)}">`;
  const body = `<div class="card">
<div class="sandbox">Песочница ${escapeHtml(api.title)}: учебный вход, настоящий аккаунт не используется</div>
<h1>Вход в ${escapeHtml(api.title)}</h1>
<p>Приложение «Консоль подбора персонала» запрашивает доступ к аккаунту работодателя: публикация, архивирование и удаление вакансий.</p>
<form method="post" action="${escapeHtml(`${api.basePath}/authorize`)}">
${hidden}
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">Разрешить доступ</button>
<button type="submit" name="decision" value="deny">Отказать</button>
</div>
</form>
</div>`;
  return layout(`Вход в ${api.title}`, body);
}

export function renderVacancyPage(api: SandboxBoardApi, record: SandboxVacancy): string {
  const { vacancy, status } = record;
  const city = sandboxAreaName(vacancy.areaId) ?? vacancy.address.city;
  const facts: [string, string | undefined][] = [
    ['Зарплата', salaryText(vacancy.salary)],
    ['Город', city],
    ['Адрес', addressLine(vacancy.address) || undefined],
    ['Опыт работы', vacancy.experience],
    ['График', vacancy.schedule],
    ['Занятость', vacancy.occupation],
    ['Опубликована', new Date(record.publishedAt).toLocaleDateString('ru-RU', { timeZone: 'UTC' })],
  ];
  const factsHtml = facts
    .filter((fact): fact is [string, string] => Boolean(fact[1]))
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const description =
    status === 'deleted'
      ? '<p>Работодатель удалил эту вакансию.</p>'
      : sanitizeRichText(composeDescription(vacancy.sections));
  // The way back to the employer's page, with this board as the source (issue 29).
  const apply =
    status === 'published' && vacancy.applyUrl
      ? `<p><a class="apply" data-testid="sandbox-apply" href="${escapeHtml(vacancy.applyUrl)}">Откликнуться</a></p>`
      : '';
  const archived =
    status === 'closed' ? '<p><strong>Вакансия в архиве: отклики не принимаются.</strong></p>' : '';
  const body = `<article class="card">
<div class="sandbox">Песочница ${escapeHtml(api.title)} · вакансия № ${escapeHtml(record.id)}</div>
<h1>${escapeHtml(vacancy.title)}</h1>
<p><span class="status status-${status}">${STATUS_LABELS[status]}</span></p>
${archived}
<dl>${factsHtml}</dl>
<section>${description}</section>
${apply}
</article>`;
  return layout(`${vacancy.title} — ${api.title}`, body);
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`);
}

function salaryText(salary: SandboxVacancy['vacancy']['salary']): string | undefined {
  if (!salary || (salary.from === null && salary.to === null)) return undefined;
  const money = (n: number) => n.toLocaleString('ru-RU');
  const parts = [
    salary.from !== null ? `от ${money(salary.from)}` : '',
    salary.to !== null ? `до ${money(salary.to)}` : '',
  ];
  return `${parts.filter(Boolean).join(' ')} ₽`;
}
