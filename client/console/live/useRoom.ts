import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { presenceAtom, type Viewer } from './presence';
import { realtime, type ChangeEvent } from './socket';

export interface RoomHandlers {
  onChange?: (change: ChangeEvent) => void;
  /** The server could not replay missed changes: refetch the page data. */
  onResync?: () => void;
}

const NO_VIEWERS: Viewer[] = [];

/** Watches a Socket.IO room while the component is mounted; returns the room's current viewers. */
export function useRoom(room: string, handlers: RoomHandlers): Viewer[] {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const offChange = realtime.onChangeEvent((change) => latest.current.onChange?.(change));
    const offResync = realtime.onResync(() => latest.current.onResync?.());
    realtime.watch(room);
    return () => {
      offChange();
      offResync();
      realtime.unwatch(room);
    };
  }, [room]);

  return useAtomValue(presenceAtom)[room] ?? NO_VIEWERS;
}
