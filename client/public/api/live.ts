import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { PublicVacancy } from '#events/vacancies/views';

/** A change pushed on the public namespace: the vacancy as the public site shows it. */
export interface VacancyChange {
  position: number;
  collection: 'vacancies';
  id: string;
  doc: PublicVacancy | null;
}

type Listener = (change: VacancyChange | null) => void;

const ROOM = 'public:vacancies';
const listeners = new Set<Listener>();
let socket: Socket | null = null;

/**
 * One shared connection to the public namespace (no sign-in). After a reconnect it joins the room
 * again and tells every listener to reload (null change), since changes may have been missed.
 */
function ensureSocket(): Socket {
  if (socket) return socket;
  const s = io('/public', { path: '/socket.io', closeOnBeforeunload: true });
  let connectedBefore = false;
  s.on('connect', () => {
    if (listeners.size > 0) s.emit('watch', { room: ROOM });
    for (const watch of privateWatches) watch();
    if (connectedBefore) for (const l of listeners) l(null);
    connectedBefore = true;
  });
  s.on('change', (change: VacancyChange) => {
    for (const l of listeners) l(change);
  });
  s.on('refresh', () => {
    for (const l of listeners) l(null);
  });
  socket = s;
  return s;
}

/** Calls `onChange` for every pushed vacancy change (null: reload everything) while mounted. */
export function useVacancyChanges(onChange: Listener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener: Listener = (change) => latest.current(change);
    listeners.add(listener);
    const s = ensureSocket();
    if (s.connected) s.emit('watch', { room: ROOM });
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** Watches of rooms that need proof (a status page's link and phone token), joined again on reconnect. */
const privateWatches = new Set<() => void>();

/**
 * Joins a room of the public namespace that needs proof (`watch` carries it) and calls `onMessage`
 * with every `event` pushed to it while mounted; after a reconnect it joins again and calls
 * `onResume` (changes may have been missed). `watch` null: not yet (no proof).
 */
export function usePublicRoom<T>(
  watch: Record<string, unknown> | null,
  event: string,
  onMessage: (payload: T) => void,
  onResume?: () => void,
): void {
  const latest = useRef({ onMessage, onResume });
  useEffect(() => {
    latest.current = { onMessage, onResume };
  });
  const key = watch ? JSON.stringify(watch) : null;
  useEffect(() => {
    if (!key) return;
    const message: unknown = JSON.parse(key);
    const s = ensureSocket();
    let joined = false;
    const join = () => {
      s.emit('watch', message);
      if (joined) latest.current.onResume?.();
      joined = true;
    };
    const handler = (payload: T) => latest.current.onMessage(payload);
    s.on(event, handler);
    privateWatches.add(join);
    if (s.connected) join();
    return () => {
      privateWatches.delete(join);
      s.off(event, handler);
      s.emit('unwatch', message);
    };
  }, [key, event]);
}
