import { describe, expect, it } from 'vitest';
import { QrCodeRegular } from '@fluentui/react-icons';
import { activeMenuPath, type MenuEntry } from '#client/console/shell/state/menu';

const menu: MenuEntry[] = [
  {
    kind: 'group',
    area: 'questionnaireLight',
    label: 'Анкеты QR',
    value: 'questionnaireLight',
    testId: 'menu-item-questionnaireLight',
    icon: QrCodeRegular,
    items: [
      { label: 'Новые', path: '/protected/questionnaire-light-list/new', testId: 'new' },
      { label: 'Отказ', path: '/protected/questionnaire-light-list/rejected', testId: 'rejected' },
    ],
    nested: ['/protected/questionnaire-light'],
  },
  {
    kind: 'link',
    area: 'calendar',
    label: 'Календарь',
    path: '/protected/calendar',
    testId: 'calendar',
    icon: QrCodeRegular,
  },
];

describe('the side menu entry of a location (issue 31: the parent of a nested page)', () => {
  it('selects the entry whose path prefixes the location', () => {
    expect(activeMenuPath(menu, '/protected/questionnaire-light-list/new')).toEqual({
      path: '/protected/questionnaire-light-list/new',
      group: 'questionnaireLight',
    });
    expect(activeMenuPath(menu, '/protected/calendar')).toEqual({ path: '/protected/calendar' });
  });

  it("selects the group alone on a card nested under it ('Анкеты QR' on a light questionnaire)", () => {
    expect(activeMenuPath(menu, '/protected/questionnaire-light/42')).toEqual({
      group: 'questionnaireLight',
      nested: true,
    });
  });

  it('selects nothing elsewhere, nor on a path that only shares a beginning', () => {
    expect(activeMenuPath(menu, '/protected/settings')).toEqual({});
    expect(activeMenuPath(menu, '/protected/questionnaire-lightish')).toEqual({});
  });
});
