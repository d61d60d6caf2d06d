/** Who is looking at a room (a record, a list): one entry per person, however many tabs they have. */
export interface Viewer {
  userId: string;
  name: string;
  role: string;
  roleTitle: string;
}

/**
 * What the server sends on 'presence': the whole list to a socket that has just joined the room,
 * then, to everyone in the room, only what changed (coalesced per room over a short tick): who came
 * and who left. A console keeps its list by applying them in order (`applyPresence`).
 */
export type PresenceMessage =
  { room: string; viewers: Viewer[] } | { room: string; joined: Viewer[]; left: string[] };

/** The room's viewers after a message: a full list replaces them, a change is merged by user. */
export function applyPresence(current: readonly Viewer[], message: PresenceMessage): Viewer[] {
  if ('viewers' in message) return [...message.viewers];
  const gone = new Set([...message.left, ...message.joined.map((v) => v.userId)]);
  return [...current.filter((v) => !gone.has(v.userId)), ...message.joined];
}
