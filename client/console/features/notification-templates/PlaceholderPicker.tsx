import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  PLACEHOLDER_TITLES,
  placeholdersOf,
  type NotificationMoment,
  type NotificationPlaceholder,
} from '#events/notifications/api';

/** 'Вставить подстановку': the moment's placeholders by their Russian titles; the editor inserts `{{name}}`. */
export function PlaceholderPicker({
  moment,
  testId,
  disabled,
  onPick,
}: {
  moment: NotificationMoment;
  testId: string;
  disabled?: boolean;
  onPick: (name: NotificationPlaceholder) => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" icon={<AddRegular />} disabled={disabled} data-testid={testId}>
          Вставить подстановку
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {placeholdersOf(moment).map((name) => (
            <MenuItem key={name} onClick={() => onPick(name)} data-testid={`placeholder-${name}`}>
              {PLACEHOLDER_TITLES[name]}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
