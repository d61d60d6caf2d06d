/**
 * The rooms one socket asked to watch, in the order its messages arrived. A watch is allowed only
 * after an asynchronous check (a store-bound user's record is read first), so the same room's
 * unwatch, or the socket's end, can arrive while it is still being checked: such a watch must not
 * join afterwards, or its viewer stays listed in 'Сейчас на странице' for good (issue 24, item 2).
 */
export class SocketWatches {
  private readonly watched = new Set<string>();
  /** room name -> the order numbers of its watches still being checked */
  private readonly pending = new Map<string, number[]>();
  /** room name -> the order of its last unwatch, kept only while watches of it are pending */
  private readonly unwatchedAt = new Map<string, number>();
  private received = 0;
  private closed = false;

  get size(): number {
    return this.watched.size;
  }

  has(room: string): boolean {
    return this.watched.has(room);
  }

  /** A watch message arrived (before its check): returns its place in the order. */
  begin(name: string | null): number {
    const order = ++this.received;
    if (name !== null) this.pending.set(name, [...(this.pending.get(name) ?? []), order]);
    return order;
  }

  /**
   * The watch's check is over: true when it may join (nothing cancelled it meanwhile). Call once
   * per `begin`, whatever the check said, with the same name.
   */
  settle(name: string | null, order: number): boolean {
    const cancelled = this.closed || (name !== null && (this.unwatchedAt.get(name) ?? 0) > order);
    if (name !== null) {
      const left = (this.pending.get(name) ?? []).filter((o) => o !== order);
      if (left.length > 0) this.pending.set(name, left);
      else {
        this.pending.delete(name);
        this.unwatchedAt.delete(name);
      }
    }
    return !cancelled;
  }

  add(room: string): void {
    if (!this.closed) this.watched.add(room);
  }

  /** An unwatch arrived: true when the room was watched (the caller leaves it). */
  unwatch(name: string): boolean {
    const order = ++this.received;
    if (this.pending.has(name)) this.unwatchedAt.set(name, order);
    return this.watched.delete(name);
  }

  /** The socket ended: every watched room, which it leaves; no pending watch joins any more. */
  close(): string[] {
    this.closed = true;
    const rooms = [...this.watched];
    this.watched.clear();
    this.pending.clear();
    this.unwatchedAt.clear();
    return rooms;
  }
}
