import { Badge, makeStyles, Persona, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { roleTitle } from '#events/core/roles';
import { socketConnectedAtom, type Viewer } from '../live/presence';
import { sessionAtom } from './state/session';
import { useAsOf } from './asOf';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground3 },
});

/** Who else has this page open right now (the room's 'presence' events), live. */
export function PresenceBar({ viewers }: { viewers: Viewer[] }) {
  const styles = useStyles();
  const connected = useAtomValue(socketConnectedAtom);
  const myId = useAtomValue(sessionAtom)?.role.userId;
  // Nobody is 'on the page' of a record as it was (time travel): no room is joined there.
  if (useAsOf()) return null;
  return (
    <div className={styles.bar} data-testid="presence-bar" aria-live="polite">
      <Text size={200} className={styles.label}>
        Сейчас на странице:
      </Text>
      {viewers.map((viewer) => (
        <Persona
          key={viewer.userId}
          size="small"
          name={viewer.userId === myId ? `${viewer.name} (вы)` : viewer.name}
          secondaryText={viewer.roleTitle || roleTitle(viewer.role)}
          avatar={{ color: 'colorful', name: viewer.name }}
          presence={{ status: 'available' }}
          data-testid="presence-viewer"
          data-user-id={viewer.userId}
        />
      ))}
      {!connected && (
        <Badge appearance="tint" color="warning" data-testid="realtime-offline">
          подключение к обновлениям…
        </Badge>
      )}
    </div>
  );
}
