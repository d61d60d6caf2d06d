/**
 * The latest facts the funnel projection wrote that never change once written (which journey a
 * questionnaire belongs to, a journey's cell and store), by key, at most `limit` of them: the
 * least recently used go first. A rebuild commits every few pages, so the facts of the pages not
 * committed yet are found here; a commit window holds far fewer journeys than the limit.
 */
export class FactCache {
  private readonly facts = new Map<string, string>();

  constructor(private readonly limit = 100_000) {}

  get(key: string): string | undefined {
    const value = this.facts.get(key);
    if (value !== undefined) {
      this.facts.delete(key);
      this.facts.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    this.facts.delete(key);
    this.facts.set(key, value);
    if (this.facts.size > this.limit) {
      const oldest = this.facts.keys().next().value;
      if (oldest !== undefined) this.facts.delete(oldest);
    }
  }
}
