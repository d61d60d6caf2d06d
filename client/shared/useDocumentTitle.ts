import { useEffect, useLayoutEffect } from 'react';
import { BRAND_NAME, BRAND_SUBTITLE } from './brand';

/** 'Анкеты QR — Подбор персонала': a console page's tab title (the console's name, as in its index.html). */
export const consoleTitle = (page: string) => (page ? `${page} — ${BRAND_SUBTITLE}` : BRAND_SUBTITLE);
/** 'Кассир — Работа у нас': a public page's tab title (the site's name, as in its index.html). */
export const publicTitle = (page: string) => (page ? `${page} — ${BRAND_NAME}` : BRAND_NAME);

/** Sets the tab's title; the cleanup gives the tab back what it said before (the area's title, say). */
function applyTitle(title: string | null): (() => void) | undefined {
  if (!title) return undefined;
  const before = document.title;
  document.title = title;
  return () => {
    document.title = before;
  };
}

/**
 * The browser tab's title while the page is shown (issue 31, item 4: every tab said the same);
 * null leaves it as it is (the page is still loading what it is named after).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => applyTitle(title), [title]);
}

/**
 * A default title for everything under a layout: set before the pages' own (layout effects run
 * first), so a page's useDocumentTitle wins and a page without one still gets a sensible title.
 */
export function useDefaultDocumentTitle(title: string | null): void {
  useLayoutEffect(() => applyTitle(title), [title]);
}
