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
function ensureSocket(): void {
  if (socket) return;
  const s = io('/public', { path: '/socket.io', closeOnBeforeunload: true });
  let connectedBefore = false;
  s.on('connect', () => {
    s.emit('watch', { room: ROOM });
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
    ensureSocket();
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
