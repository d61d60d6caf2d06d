import { roleTitle } from '../../events/core/roles';

export interface Viewer {
  userId: string;
  name: string;
  role: string;
  roleTitle: string;
}

/** Who is looking at which room. One person with two tabs is listed once. */
export class PresenceRegistry {
  private readonly rooms = new Map<string, Map<string, Viewer>>(); // room -> socketId -> viewer

  join(
    room: string,
    socketId: string,
    user: { userId: string; surname: string; name: string; scope: string },
  ): void {
    let viewers = this.rooms.get(room);
    if (!viewers) this.rooms.set(room, (viewers = new Map()));
    viewers.set(socketId, {
      userId: user.userId,
      name: `${user.surname} ${user.name}`.trim(),
      role: user.scope,
      roleTitle: roleTitle(user.scope),
    });
  }

  /** Returns true when the socket was in the room. */
  leave(room: string, socketId: string): boolean {
    const viewers = this.rooms.get(room);
    const had = viewers?.delete(socketId) ?? false;
    if (viewers && viewers.size === 0) this.rooms.delete(room);
    return had;
  }

  viewers(room: string): Viewer[] {
    const unique = new Map<string, Viewer>();
    for (const v of this.rooms.get(room)?.values() ?? []) unique.set(v.userId, v);
    return [...unique.values()];
  }
}
