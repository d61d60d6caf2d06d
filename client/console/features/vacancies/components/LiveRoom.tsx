import type { ChangeEvent } from '../../../live/socket';
import { useRoom } from '../../../live/useRoom';
import { PresenceBar } from '../../../shell/PresenceBar';

export interface LiveRoomProps {
  room: string;
  onChange: (change: ChangeEvent) => void;
  /** The server could not replay what was missed: load the page's data again. */
  onResync: () => void;
  /** Show who else watches the room (detail pages). */
  presence?: boolean;
}

/** Watches one room while mounted (mount it only where the user may join the room). */
export function LiveRoom({ room, onChange, onResync, presence }: LiveRoomProps) {
  const viewers = useRoom(room, { onChange, onResync });
  return presence ? <PresenceBar viewers={viewers} /> : null;
}
