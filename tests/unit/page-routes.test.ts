import { describe, expect, it } from 'vitest';
import { isPublicPage } from '#events/core/page-routes';

describe('isPublicPage', () => {
  it.each([
    '/',
    '/vacancies',
    '/vacancies/12',
    '/vacancies/12/al',
    '/confirm/email/5',
    '/notifications/opt-out/al5/sms',
    '/protected/feedback/edit/7/al',
    '/status/al12',
  ])('%s loads the public site', (path) => expect(isPublicPage(path)).toBe(true));

  it.each([
    '/login',
    '/protected/positions',
    '/protected/feedback/edit/7',
    '/vacancy',
    '/protected/vacancy/3',
    '/status',
  ])('%s loads the console', (path) => expect(isPublicPage(path)).toBe(false));
});
