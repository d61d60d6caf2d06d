import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { socketConnectedAtom } from '../../live/presence';

/** The spec's session ping interval: the fallback polls at this pace (spec section 9). */
export const FALLBACK_POLL_MS = 5000;

/**
 * Live updates come through Socket.IO; only while the socket is down (the console's connection
 * state, live/presence.ts) is `poll` called every 5 seconds, and never once `done` holds (the spec
 * stops polling when the confirmation arrived).
 */
export function usePollingWhileOffline(poll: () => void, done: boolean): void {
  const connected = useAtomValue(socketConnectedAtom);
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (connected || done) return;
    const timer = setInterval(() => latest.current(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, done]);
}
