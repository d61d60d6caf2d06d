import type { PresenceMessage, Viewer } from '#events/core/presence';
import type { ClusterStore } from '#projections/core/read-store';
import { ClusterPresence } from './cluster-presence';
import { PresenceRegistry } from './presence';

/** How long presence changes are gathered before they go out (one update per room per tick). */
const PRESENCE_TICK_MS = 50;

/**
 * Who watches which room, as the hub tells its sockets: this node's viewers (PresenceRegistry) and
 * the other API nodes' (ClusterPresence). Changes go out at most once per room per tick, carrying
 * only who came and who left: a burst of N joins costs N small updates, not N full lists each.
 */
export class HubPresence {
  private readonly local = new PresenceRegistry();
  private readonly cluster: ClusterPresence;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    store: ClusterStore,
    node: string,
    /** Sends a message to this node's sockets in the room (skipped when none watches it). */
    private readonly send: (room: string, message: PresenceMessage) => void,
  ) {
    this.cluster = new ClusterPresence(
      store,
      node,
      (room, userId) => this.local.has(room, userId),
      (change) => send(change.room, change),
      Date.now,
      () => this.local.everyRoom().map(({ room, viewers }) => ({ room, joined: viewers, left: [] })),
    );
    this.cluster.start();
  }

  /** A socket joins: returns the room's whole list for it; the others hear of it with the next tick. */
  join(room: string, socketId: string, user: Parameters<PresenceRegistry['join']>[2]): Viewer[] {
    this.local.join(room, socketId, user);
    this.schedule();
    return this.cluster.viewers(room, this.local.viewers(room));
  }

  leave(room: string, socketId: string): void {
    if (this.local.leave(room, socketId)) this.schedule();
  }

  private schedule(): void {
    if (this.timer || !this.local.hasChanges()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      for (const change of this.local.drainChanges()) {
        const shown = this.cluster.local(change);
        if (shown) this.send(change.room, shown);
      }
    }, PRESENCE_TICK_MS);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.cluster.stop();
  }
}
