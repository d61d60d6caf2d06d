import {
  Avatar,
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Persona,
  tokens,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { logout } from './state/logout';
import { sessionAtom } from './state/session';
import { PHONE_QUERY, useMediaQuery } from './state/useMediaQuery';

const useStyles = makeStyles({
  persona: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  // On a phone the trigger is the avatar alone, centred in a round button (no empty label's room).
  avatarOnly: { minWidth: 'auto', padding: '2px', borderRadius: tokens.borderRadiusCircular },
});

/** The user dropdown in the header: who is signed in and the one action, exit. */
export function UserMenu() {
  const styles = useStyles();
  const claims = useAtomValue(sessionAtom)?.role;
  const phone = useMediaQuery(PHONE_QUERY);
  if (!claims) return null;
  const fullName = [claims.surname, claims.name].filter(Boolean).join(' ');
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<Avatar name={fullName} size={28} color="colorful" />}
          className={phone ? styles.avatarOnly : undefined}
          aria-label={phone ? fullName : undefined}
          data-testid="user-menu"
        >
          {phone ? null : fullName}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <Persona
            className={styles.persona}
            name={fullName}
            secondaryText={claims.positionName}
            avatar={{ color: 'colorful' }}
            data-testid="user-menu-persona"
          />
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()} data-testid="logout">
            Выход
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
