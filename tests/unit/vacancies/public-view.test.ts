import { describe, expect, it } from 'vitest';
import { publicVacancyOf } from '#server/features/vacancies/public';
import { isBlankHtml, sanitizeRichText } from '#events/vacancies/sanitize';
import { listCities, listStores } from '#server/access/stores';

const vacancy = {
  _id: '9',
  templateId: '4',
  baseTemplateId: '1',
  cityId: '1',
  IStoreId: '10412',
  extraStandards: '<p>Рядом с метро<script>alert(1)</script></p>',
  meta: { userId: '1003', IStoreId: '10412', areaId: '1' },
  publications: {
    site: { status: 'published', link: '/vacancies/9', updatedAt: '2026-11-01T00:00:00.000Z' },
  },
  failures: {},
  status: 'published',
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: { userId: '1003', role: 'StoreDirector' },
} as const;
const template = { _id: '4', salary: { from: 60000, to: 75000, type: 'среднегодовая' } } as const;
const baseTemplate = {
  _id: '1',
  positionId: '3',
  responsibility: '<p onclick="x()">Касса</p>',
  standards: '<p>b</p>',
  conditions: '<p>c</p>',
  experience: 'нет опыта',
  schedule: 'полный день',
  occupation: 'полная',
} as const;

describe('public vacancy view', () => {
  it('has only public fields, the store from the reference and HTML sanitised again', () => {
    const view = publicVacancyOf({
      vacancy,
      template,
      baseTemplate,
      position: { _id: '3', title: 'Кассир' },
    });
    expect(view).toEqual({
      id: '9',
      status: 'published',
      position: { id: '3', title: 'Кассир' },
      isSelfEmployed: false,
      store: {
        IStoreId: '10412',
        name: 'Авиапарк',
        mall: 'Авиапарк',
        cityId: '1',
        cityName: 'Москва',
        fullAddress: 'г. Москва, Ходынский б-р, д. 4',
      },
      salary: { from: 60000, to: 75000, type: 'среднегодовая' },
      experience: 'нет опыта',
      occupation: 'полная',
      schedule: 'полный день',
      responsibility: '<p>Касса</p>',
      standards: '<p>b</p>',
      conditions: '<p>c</p>',
      extraStandards: '<p>Рядом с метро</p>',
      publishedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('hides experience, occupation and schedule for the self-employed position', () => {
    const view = publicVacancyOf({
      vacancy,
      template,
      baseTemplate,
      position: { _id: '11', title: 'Самозанятый' },
    });
    expect(view).toMatchObject({ isSelfEmployed: true, experience: null, occupation: null, schedule: null });
  });

  it('says unpublished before the first own-site publication and closed after closing', () => {
    const draft = { ...vacancy, publications: { headhunter: { status: 'published' as const } } };
    expect(publicVacancyOf({ vacancy: draft, template, baseTemplate, position: null }).status).toBe(
      'unpublished',
    );
    const closed = { ...vacancy, publications: { site: { status: 'closed' as const } } };
    expect(publicVacancyOf({ vacancy: closed, template, baseTemplate, position: null }).status).toBe(
      'closed',
    );
  });
});

describe('sanitiser', () => {
  it('keeps basic formatting and safe links only', () => {
    expect(
      sanitizeRichText(
        '<p>Текст <strong>жирный</strong> <em>курсив</em> <u>подчёркнутый</u><br><i>i</i> <b>b</b></p><ol><li>один</li></ol>' +
          '<ul><li><a href="https://example.ru">сайт</a> <a href="mailto:hr@example.ru">почта</a></li></ul>',
      ),
    ).toBe(
      '<p>Текст <strong>жирный</strong> <em>курсив</em> <u>подчёркнутый</u><br /><i>i</i> <b>b</b></p><ol><li>один</li></ol>' +
        '<ul><li><a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a> ' +
        '<a href="mailto:hr@example.ru" target="_blank" rel="noopener noreferrer nofollow">почта</a></li></ul>',
    );
  });

  it('drops scripts, handlers, styles, images, frames and javascript: or data: links', () => {
    const dirty =
      '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<iframe src="https://evil"></iframe><style>p{}</style><a href="JaVaScRiPt:alert(1)">j</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="//evil.ru">p</a></p>';
    expect(sanitizeRichText(dirty)).toBe('<p>a<a>j</a><a>d</a><a>p</a></p>');
  });

  it('treats markup without text as blank', () => {
    expect(isBlankHtml('<p><br></p>&nbsp;')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});

describe('store reference', () => {
  it('lists cities having stores', () => {
    expect(listCities().map((c) => c.name)).toEqual([
      'Екатеринбург',
      'Казань',
      'Москва',
      'Новосибирск',
      'Санкт-Петербург',
    ]);
  });

  it('puts the fallback store at the head of Moscow and of the whole list only', () => {
    expect(listStores('1')[0]).toMatchObject({ IStoreId: '11715' });
    expect(listStores()[0]).toMatchObject({ IStoreId: '11715' });
    expect(listStores().filter((s) => s.IStoreId === '11715')).toHaveLength(1);
    expect(listStores('2').map((s) => s.IStoreId)).not.toContain('11715');
    expect(listStores('2')[0]).toMatchObject({ label: 'ТЦ Галерея, Невский', mall: 'Галерея' });
    expect(listStores('99')).toEqual([]);
  });
});
