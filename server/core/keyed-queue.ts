/**
 * Runs tasks that share a key one after another, tasks of different keys side by side. For rules
 * a stream cannot guard (one questionnaire per phone and position, one base template per
 * position): the read-model check and the append run as one step, and since a command returns
 * only once read models show it, the next task's check sees the previous one's record. It
 * serialises within this server process (the embedded deployment runs one).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
