import { useEffect, useState, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useStore } from 'jotai';
import { realtime } from '../live/socket';
import { sessionAtom } from './state/session';
import { MOBILE_MENU_QUERY, useMediaQuery } from './state/useMediaQuery';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  content: { flexGrow: 1, overflowY: 'auto', padding: tokens.spacingHorizontalXXL },
});

/** Keeps one Socket.IO connection while the shell is shown; reconnects when the token is refreshed. */
function useRealtimeConnection(token: string | undefined) {
  const store = useStore();
  useEffect(() => () => realtime.close(), []);
  useEffect(() => {
    if (token) realtime.connect(token, store);
  }, [token, store]);
}

/** The protected layout: side menu, header, page. */
export function Shell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const overlay = useMediaQuery(MOBILE_MENU_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  useRealtimeConnection(useAtomValue(sessionAtom)?.token);
  return (
    <div className={styles.root}>
      <SideMenu overlay={overlay} open={menuOpen} onOpenChange={setMenuOpen} />
      <div className={styles.main}>
        <AppHeader showMenuToggle={overlay} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
