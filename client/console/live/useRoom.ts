import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { Collection } from '#events/core/collections';
import { presenceAtom, type Viewer } from './presence';
import { realtime, type ChangeEvent } from './socket';

/** A pushed change of one collection's document, typed by its descriptor; `doc` null: deleted. */
export interface LiveChange<D> {
  id: string;
  doc: D | null;
}

export interface CollectionHandlers<D> {
  onChange: (change: LiveChange<D>) => void;
  /** The server could not replay missed changes (resume refused): refetch the data. */
  onResync: () => void;
}

const NO_VIEWERS: Viewer[] = [];

/** The server pushes, under a collection's name, only documents of that collection's read model. */
function typedDoc<D>(collection: Collection<D>, change: ChangeEvent): LiveChange<D> | null {
  if (change.collection !== collection.name) return null;
  // The socket carries JSON; the collection name tells its document type (the descriptor's D).
  return { id: change.id, doc: change.doc as D | null };
}

/**
 * Watches rooms while mounted and hands on the changes of one collection. The resume rule lives in
 * the socket client: after a reconnect it asks the server to replay the missed changes from the last
 * position seen (they arrive here as changes); when the server answers that a snapshot is needed,
 * `onResync` runs. Returns the viewers of the first room.
 */
export function useCollectionRooms<D>(
  collection: Collection<D>,
  rooms: readonly string[],
  handlers: CollectionHandlers<D>,
): Viewer[] {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const roomsKey = rooms.join('\n');

  useEffect(() => {
    const watched = roomsKey ? roomsKey.split('\n') : [];
    if (watched.length === 0) return;
    const offChange = realtime.onChangeEvent((change) => {
      const typed = typedDoc(collection, change);
      if (typed) latest.current.onChange(typed);
    });
    const offResync = realtime.onResync(() => latest.current.onResync());
    watched.forEach((room) => realtime.watch(room));
    return () => {
      offChange();
      offResync();
      watched.forEach((room) => realtime.unwatch(room));
    };
  }, [collection, roomsKey]);

  const first = rooms[0];
  return useAtomValue(presenceAtom)[first ?? ''] ?? NO_VIEWERS;
}

/** Watches one room for its presence only (who else is looking); returns its viewers. */
export function usePresence(room: string): Viewer[] {
  useEffect(() => {
    realtime.watch(room);
    return () => realtime.unwatch(room);
  }, [room]);
  return useAtomValue(presenceAtom)[room] ?? NO_VIEWERS;
}
