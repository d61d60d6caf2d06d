import { BucketIndex, countPlan, findPlan, type IndexPlan } from './memory-index';
import { countInMemory, findInMemory, findPageInMemory, sortOf } from './memory-query';
import type { Doc, Filter, FindOptions, IndexSpec, Page, Sort } from '../../projections/core/read-store';

/**
 * One collection of the in-memory read store: its documents by id and its declared indexes.
 * Queries use the index that serves them best and scan otherwise; both give the same results.
 * The documents are the store's own objects, never handed out or changed in place.
 */
export class MemoryCollection {
  readonly docs = new Map<string, Doc>();
  private readonly indexes: BucketIndex[];

  constructor(specs: readonly IndexSpec[]) {
    this.indexes = specs.map((spec) => new BucketIndex(spec));
  }

  set(id: string, doc: Doc): void {
    const old = this.docs.get(id);
    this.docs.set(id, doc);
    for (const index of this.indexes) {
      if (old) index.remove(old);
      index.add(doc);
    }
  }

  delete(id: string): void {
    const old = this.docs.get(id);
    if (!old) return;
    this.docs.delete(id);
    for (const index of this.indexes) index.remove(old);
  }

  find(filter: Filter, options: FindOptions): Doc[] {
    // Without a sort the order is the scan's (insertion order), which buckets do not keep.
    const sort = sortOf(options);
    const plan = sort && this.plan(filter, sort);
    return plan ? findPlan(plan, options) : findInMemory(this.docs.values(), filter, options);
  }

  count(filter: Filter): number {
    const plan = this.plan(filter, undefined);
    return plan ? countPlan(plan) : countInMemory(this.docs, filter);
  }

  findPage(filter: Filter, options: FindOptions): Page {
    const sort = sortOf(options);
    const plan = this.plan(filter, sort);
    if (!plan) return findPageInMemory(this.docs.values(), filter, options);
    const docs = sort ? findPlan(plan, options) : findInMemory(this.docs.values(), filter, options);
    return { docs, total: countPlan(plan) };
  }

  /**
   * The best index plan: the one whose fields the filter gives most (fewest documents to count),
   * then one already in the query's sort order. Null when no index narrows or orders the documents.
   */
  private plan(filter: Filter, sort: Sort | undefined): IndexPlan | null {
    let best: IndexPlan | null = null;
    for (const index of this.indexes) {
      const plan = index.plan(filter, sort);
      if (!plan || (plan.constrained === 0 && !plan.ordered)) continue;
      if (!best || rank(plan) > rank(best)) best = plan;
    }
    return best;
  }
}

function rank(plan: IndexPlan): number {
  return plan.constrained * 2 + (plan.ordered ? 1 : 0);
}
