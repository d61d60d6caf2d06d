import type { Area } from '#events/core/access';
import { consoleTitle, useDefaultDocumentTitle } from '#client/shared/useDocumentTitle';
import { menuEntries } from '../registry';

/** The side menu's name of an area ('Анкеты QR'), or '' when the menu has no entry for it. */
export function areaLabel(area: Area): string {
  return menuEntries().find((entry) => entry.area === area)?.label ?? '';
}

/**
 * Names the browser tab after the area a console page belongs to ('Анкеты QR — Подбор персонала'),
 * so tabs differ; a page may name itself more precisely with useDocumentTitle.
 */
export function AreaTitle({ area }: { area: Area }) {
  useDefaultDocumentTitle(consoleTitle(areaLabel(area)));
  return null;
}
