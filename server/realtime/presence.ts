import type { Viewer } from '#events/core/presence';
import { roleTitle } from '#events/core/roles';

export type { Viewer };

interface RoomPresence {
  /** socket id -> user id */
  sockets: Map<string, string>;
  /** user id -> the viewer and how many of their sockets are in the room */
  users: Map<string, { viewer: Viewer; sockets: number }>;
}

/**
 * Who is looking at which room. One person with two tabs is listed once. Joins and leaves that change
 * the list (a person's first socket in, their last socket out) are remembered per room until
 * `drainChanges`, so that they go out coalesced: the cost of a burst of joins stays linear.
 */
export class PresenceRegistry {
  private readonly rooms = new Map<string, RoomPresence>();
  /** room -> user ids whose presence changed since the last drain */
  private readonly changed = new Map<string, Set<string>>();

  join(
    room: string,
    socketId: string,
    user: { userId: string; surname: string; name: string; scope: string },
  ): void {
    let presence = this.rooms.get(room);
    if (!presence) this.rooms.set(room, (presence = { sockets: new Map(), users: new Map() }));
    if (presence.sockets.has(socketId)) return;
    presence.sockets.set(socketId, user.userId);
    const known = presence.users.get(user.userId);
    if (known) {
      known.sockets++;
      return;
    }
    const viewer: Viewer = {
      userId: user.userId,
      name: `${user.surname} ${user.name}`.trim(),
      role: user.scope,
      roleTitle: roleTitle(user.scope),
    };
    presence.users.set(user.userId, { viewer, sockets: 1 });
    this.markChanged(room, user.userId);
  }

  /** Returns true when the socket was in the room. */
  leave(room: string, socketId: string): boolean {
    const presence = this.rooms.get(room);
    const userId = presence?.sockets.get(socketId);
    if (!presence || userId === undefined) return false;
    presence.sockets.delete(socketId);
    const entry = presence.users.get(userId);
    if (entry && --entry.sockets === 0) {
      presence.users.delete(userId);
      this.markChanged(room, userId);
    }
    if (presence.sockets.size === 0) this.rooms.delete(room);
    return true;
  }

  /** Whether the person has a socket in the room on this node. */
  has(room: string, userId: string): boolean {
    return this.rooms.get(room)?.users.has(userId) ?? false;
  }

  viewers(room: string): Viewer[] {
    return [...(this.rooms.get(room)?.users.values() ?? [])].map((entry) => entry.viewer);
  }

  /** Every room watched on this node, with its viewers. */
  everyRoom(): { room: string; viewers: Viewer[] }[] {
    return [...this.rooms.keys()].map((room) => ({ room, viewers: this.viewers(room) }));
  }

  hasChanges(): boolean {
    return this.changed.size > 0;
  }

  /** What changed per room since the last call: who is now in, who is now out. */
  drainChanges(): { room: string; joined: Viewer[]; left: string[] }[] {
    const out: { room: string; joined: Viewer[]; left: string[] }[] = [];
    for (const [room, userIds] of this.changed) {
      const users = this.rooms.get(room)?.users;
      const joined: Viewer[] = [];
      const left: string[] = [];
      for (const userId of userIds) {
        const entry = users?.get(userId);
        if (entry) joined.push(entry.viewer);
        else left.push(userId);
      }
      out.push({ room, joined, left });
    }
    this.changed.clear();
    return out;
  }

  private markChanged(room: string, userId: string): void {
    let users = this.changed.get(room);
    if (!users) this.changed.set(room, (users = new Set()));
    users.add(userId);
  }
}
