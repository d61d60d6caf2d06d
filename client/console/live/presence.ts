import { atom } from 'jotai';

import type { Viewer } from '#events/core/presence';

export type { Viewer };

/** Who is looking at each watched room right now, from the server's 'presence' events. */
export const presenceAtom = atom<Record<string, Viewer[]>>({});

export const socketConnectedAtom = atom(false);
