import { atom } from 'jotai';

export interface Viewer {
  userId: string;
  name: string;
  role: string;
  roleTitle: string;
}

/** Who is looking at each watched room right now, from the server's 'presence' events. */
export const presenceAtom = atom<Record<string, Viewer[]>>({});

export const socketConnectedAtom = atom(false);
