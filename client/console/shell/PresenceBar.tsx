import { useEffect, useId } from 'react';
import { atom, useSetAtom } from 'jotai';
import type { Viewer } from '../live/presence';
import { useAsOf } from './asOf';

/** The viewers each mounted page reported, newest last: the header shows the newest one's. */
export const pagePresenceAtom = atom<{ key: string; viewers: Viewer[] }[]>([]);

/**
 * Who else has this page open right now (the room's 'presence' events), live. A page renders it
 * where it knows its room's viewers; they are shown as compact avatars in the header
 * (HeaderPresence), not as a card on the page.
 */
export function PresenceBar({ viewers }: { viewers: Viewer[] }) {
  const key = useId();
  const setPresence = useSetAtom(pagePresenceAtom);
  // Nobody is 'on the page' of a record as it was (time travel): no room is joined there.
  const asOf = useAsOf();
  useEffect(() => {
    if (asOf) return;
    setPresence((pages) =>
      pages.some((page) => page.key === key)
        ? pages.map((page) => (page.key === key ? { key, viewers } : page))
        : [...pages, { key, viewers }],
    );
  }, [asOf, key, viewers, setPresence]);
  useEffect(() => () => setPresence((pages) => pages.filter((page) => page.key !== key)), [key, setPresence]);
  return null;
}
