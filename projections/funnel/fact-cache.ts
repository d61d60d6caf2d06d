import { LRUCache } from 'lru-cache';

/**
 * The latest facts the funnel projection wrote that never change once written (which journey a
 * questionnaire belongs to, a journey's cell and store), by key, at most `limit` of them: the
 * least recently used go first. A rebuild commits every few pages, so the facts of the pages not
 * committed yet are found here; a commit window holds far fewer journeys than the limit.
 *
 * An LRUCache (as the read store's documents): a Map that took its oldest key per fact set
 * (`keys().next()`, past the holes its deletions left) cost a tenth of a chain-year's rebuild 2.8 s.
 */
export class FactCache {
  private readonly facts: LRUCache<string, string>;

  constructor(limit = 100_000) {
    this.facts = new LRUCache({ max: limit });
  }

  get(key: string): string | undefined {
    return this.facts.get(key);
  }

  set(key: string, value: string): void {
    this.facts.set(key, value);
  }

  /** The facts held. */
  get size(): number {
    return this.facts.size;
  }
}
