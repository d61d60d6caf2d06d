import {
  AvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  Badge,
  makeStyles,
  partitionAvatarGroupItems,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { roleTitle } from '#events/core/roles';
import { socketConnectedAtom, type Viewer } from '../live/presence';
import { pagePresenceAtom } from './PresenceBar';
import { sessionAtom } from './state/session';
import { MOBILE_MENU_QUERY, useMediaQuery } from './state/useMediaQuery';

/** Avatars shown before the '+N' overflow button (fewer on a phone's header). */
const MAX_INLINE = 5;
const MAX_INLINE_MOBILE = 3;

const useStyles = makeStyles({
  // A thin line sets the page's viewers apart from the user's own menu beside them.
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    paddingRight: tokens.spacingHorizontalM,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // For screen readers and the list's live updates; the avatars carry the names visually.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  offline: { whiteSpace: 'nowrap' },
});

/** 'Кадрова Елена (вы)' for the signed-in user. */
const shownName = (viewer: Viewer, myId: string | undefined) =>
  viewer.userId === myId ? `${viewer.name} (вы)` : viewer.name;
const roleOf = (viewer: Viewer) => viewer.roleTitle || roleTitle(viewer.role);

/**
 * 'Сейчас на странице' in the header: compact avatars of who has the current page open (the page's
 * PresenceBar reports them), live; a tooltip names each one and their role, a '+N' button lists the
 * rest. Nothing on pages without presence.
 */
export function HeaderPresence() {
  const styles = useStyles();
  const pages = useAtomValue(pagePresenceAtom);
  const connected = useAtomValue(socketConnectedAtom);
  const myId = useAtomValue(sessionAtom)?.role.userId;
  const mobile = useMediaQuery(MOBILE_MENU_QUERY);
  const page = pages.at(-1);
  if (!page) return null;
  const { inlineItems, overflowItems = [] } = partitionAvatarGroupItems({
    items: page.viewers,
    maxInlineItems: mobile ? MAX_INLINE_MOBILE : MAX_INLINE,
  });
  const item = (viewer: Viewer) => {
    const name = shownName(viewer, myId);
    return (
      <AvatarGroupItem
        key={viewer.userId}
        name={viewer.name}
        color="colorful"
        aria-label={`${name}, ${roleOf(viewer)}`}
        data-testid="presence-viewer"
        data-user-id={viewer.userId}
        data-name={viewer.name}
      />
    );
  };
  return (
    <div className={styles.root} data-testid="presence-bar" aria-live="polite">
      <span className={styles.hidden}>Сейчас на странице:</span>
      <AvatarGroup layout="stack" size={28} aria-label="Сейчас на странице">
        {inlineItems.map((viewer) => (
          <Tooltip
            key={viewer.userId}
            content={`${shownName(viewer, myId)} · ${roleOf(viewer)}`}
            relationship="description"
            withArrow
          >
            {item(viewer)}
          </Tooltip>
        ))}
        {overflowItems.length > 0 && (
          <AvatarGroupPopover
            indicator="count"
            triggerButton={{ 'aria-label': `Ещё ${overflowItems.length}`, title: 'Сейчас на странице' }}
            data-testid="presence-overflow"
          >
            {overflowItems.map(item)}
          </AvatarGroupPopover>
        )}
      </AvatarGroup>
      {!connected && (
        <Badge appearance="tint" color="warning" className={styles.offline} data-testid="realtime-offline">
          подключение к обновлениям…
        </Badge>
      )}
    </div>
  );
}
