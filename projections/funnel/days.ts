/**
 * The histogram of days spent in a stage. Bucket i holds durations in [BOUNDS[i-1], BOUNDS[i])
 * (bucket 0 from 0); the last bucket is open. Fine where most steps fall (quarter days up to 3
 * days, half days up to 14), coarser beyond: a median or a 90th percentile read from it is within
 * half a bucket of the exact value.
 */
const bounds: number[] = [];
for (let d = 0.25; d <= 3; d += 0.25) bounds.push(d);
for (let d = 3.5; d <= 14; d += 0.5) bounds.push(d);
for (let d = 15; d <= 30; d += 1) bounds.push(d);
for (let d = 35; d <= 90; d += 5) bounds.push(d);
for (let d = 105; d <= 365; d += 15) bounds.push(d);
export const DAY_BUCKETS: readonly number[] = bounds;

export function dayBucket(days: number): number {
  let lo = 0;
  let hi = bounds.length; // the open bucket
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days < bounds[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The lower and upper bound of a bucket (the open one ends where it starts plus a quarter). */
function bucketRange(index: number): [number, number] {
  const low = index === 0 ? 0 : bounds[index - 1]!;
  const high = bounds[index] ?? low * 1.25;
  return [low, high];
}

/**
 * The q-quantile (0..1) of a histogram (bucket index → count), interpolated inside its bucket and
 * rounded to a tenth of a day; null when it is empty.
 */
export function quantileDays(histogram: Map<number, number>, q: number): number | null {
  let total = 0;
  for (const n of histogram.values()) total += n;
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (const index of [...histogram.keys()].sort((a, b) => a - b)) {
    const n = histogram.get(index)!;
    if (seen + n >= rank) {
      const [low, high] = bucketRange(index);
      const within = n === 0 ? 0 : (rank - seen) / n;
      return Math.round((low + (high - low) * within) * 10) / 10;
    }
    seen += n;
  }
  return null;
}
