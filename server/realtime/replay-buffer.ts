/**
 * A pushed change as the replay buffer keeps it: where it went, not what it carried. A full
 * questionnaire weighs kilobytes and 20,000 of them (twice, whole and masked) held 300 MB of a
 * server's heap; a resume reads the current documents from the read store instead (hub.ts).
 */
export interface PushedChange {
  position: number;
  collection: string;
  id: string;
  rooms: string[];
  /** Sockets in any of these rooms did not get this change (they got the whole document instead). */
  except?: string[];
}

/**
 * The most recent pushed changes, so a client that reconnects can get everything after its last
 * position. If its position is older than what the buffer holds, it must take a fresh snapshot.
 */
export class ReplayBuffer {
  private items: PushedChange[] = [];

  constructor(
    /** Everything after this position is in the buffer. */
    private coveredFrom: number,
    private readonly capacity = 20_000,
  ) {}

  push(changes: PushedChange[]): void {
    this.items.push(...changes);
    if (this.items.length > this.capacity) {
      const dropped = this.items.splice(0, this.items.length - this.capacity);
      this.coveredFrom = dropped.at(-1)?.position ?? this.coveredFrom;
    }
  }

  /** Changes after `position` for the given rooms, or null when the buffer no longer reaches back that far. */
  since(position: number, rooms: Set<string>): PushedChange[] | null {
    if (position < this.coveredFrom) return null;
    return this.items.filter(
      (c) =>
        c.position > position &&
        c.rooms.some((r) => rooms.has(r)) &&
        !(c.except ?? []).some((r) => rooms.has(r)),
    );
  }
}

/** The last missed change of each document, in position order: a resume sends each document once. */
export function latestPerDocument(missed: PushedChange[]): PushedChange[] {
  const latest = new Map<string, PushedChange>();
  for (const change of missed) {
    const key = `${change.collection}\u0000${change.id}`;
    latest.delete(key); // re-inserted last: Map order then follows the latest positions
    latest.set(key, change);
  }
  return [...latest.values()];
}
