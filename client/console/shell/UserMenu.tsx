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

const useStyles = makeStyles({
  persona: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  name: { '@media (max-width: 599.98px)': { display: 'none' } },
});

/** The user dropdown in the header: who is signed in and the one action, exit. */
export function UserMenu() {
  const styles = useStyles();
  const claims = useAtomValue(sessionAtom)?.role;
  if (!claims) return null;
  const fullName = [claims.surname, claims.name].filter(Boolean).join(' ');
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<Avatar name={fullName} size={28} color="colorful" />}
          data-testid="user-menu"
        >
          <span className={styles.name}>{fullName}</span>
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
