import { Hamburger, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BuildingShopRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { sessionAtom } from './state/session';
import { UserMenu } from './UserMenu';
import { HeaderPresence } from './HeaderPresence';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  store: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
});

export interface AppHeaderProps {
  /** Show the menu toggle (screens below 1000 px). */
  showMenuToggle: boolean;
  onToggleMenu: () => void;
}

/** Header: menu toggle on small screens, the user's store, the user dropdown. */
export function AppHeader({ showMenuToggle, onToggleMenu }: AppHeaderProps) {
  const styles = useStyles();
  const claims = useAtomValue(sessionAtom)?.role;
  return (
    <header className={styles.header}>
      {showMenuToggle && (
        <Hamburger onClick={onToggleMenu} aria-label="Открыть меню" data-testid="mobile-menu-toggle" />
      )}
      <div className={styles.spacer} />
      <HeaderPresence />
      {claims?.storeId && claims.storeName && (
        <Text className={styles.store} data-testid="header-store">
          <BuildingShopRegular />
          Магазин {claims.storeId} {claims.storeName}
        </Text>
      )}
      <UserMenu />
    </header>
  );
}
