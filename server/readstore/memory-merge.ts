/**
 * Entries skip .. skip+limit of the merged order of several sorted lists, counting only entries
 * that `accept`: a binary heap of one cursor per list, so a page costs about
 * (skip + limit) x log(lists) comparisons whatever the lists' lengths.
 */
export function mergePage<T>(
  lists: readonly (readonly T[])[],
  compare: (a: T, b: T) => number,
  accept: (entry: T) => boolean,
  skip: number,
  limit: number,
): T[] {
  const heap: Cursor<T>[] = [];
  for (const list of lists) {
    const cursor = { list, at: nextAccepted(list, 0, accept) };
    if (cursor.at < list.length) heap.push(cursor);
  }
  const head = (c: Cursor<T>) => c.list[c.at]!;
  const less = (i: number, j: number) => compare(head(heap[i]!), head(heap[j]!)) < 0;
  for (let i = (heap.length >>> 1) - 1; i >= 0; i--) siftDown(heap, i, less);

  const page: T[] = [];
  let skipped = 0;
  while (heap.length > 0 && page.length < limit) {
    const top = heap[0]!;
    if (skipped < skip) skipped++;
    else page.push(head(top));
    top.at = nextAccepted(top.list, top.at + 1, accept);
    if (top.at >= top.list.length) {
      const last = heap.pop()!;
      if (last !== top) heap[0] = last;
    }
    siftDown(heap, 0, less);
  }
  return page;
}

interface Cursor<T> {
  list: readonly T[];
  at: number;
}

function nextAccepted<T>(list: readonly T[], from: number, accept: (entry: T) => boolean): number {
  let at = from;
  while (at < list.length && !accept(list[at]!)) at++;
  return at;
}

function siftDown<T>(heap: T[], from: number, less: (i: number, j: number) => boolean): void {
  let i = from;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < heap.length && less(left, smallest)) smallest = left;
    if (right < heap.length && less(right, smallest)) smallest = right;
    if (smallest === i) return;
    [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
    i = smallest;
  }
}
