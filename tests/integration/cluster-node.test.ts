import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#events/index';
import type { AppliedChange } from '#projections/core/apply';
import { ClusterNode, LEASE_RENEW_MS, PROJECTIONS_LEASE } from '#server/cluster/node';
import { projections } from '#server/core/registry';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { testMeta } from '../helpers/test-events';
import { log } from '#server/core/logger';

/**
 * Issue 16, item 5, in one process: two nodes on one event store file and one read store file
 * (each with its own handles, as two processes have). The lease holder projects and records the
 * change feed; the other follows it; a clean stop hands the lease over at the next renewal.
 */
let dir = '';
const open: { close(): Promise<void> }[] = [];
const nodes: ClusterNode[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hc-cluster-node-'));
});
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.stop();
  for (const handle of open.splice(0)) await handle.close();
});

let n = 0;
/** One node with its own handles on the shared files. */
function node() {
  const events = openSqliteEventStore(join(dir, 'events.sqlite'));
  const read = openSqliteReadStore(join(dir, 'read.sqlite'));
  open.push(events, read);
  const cluster = new ClusterNode(events, read, projections());
  const seen: AppliedChange[] = [];
  cluster.onCommit((changes) => seen.push(...changes));
  nodes.push(cluster);
  return { cluster, events, read, seen };
}
const created = (id: string, title: string) => ({
  id: `evt-${id}-${++n}`,
  type: 'PositionCreated',
  data: { id, title, use_to_search_candidate: true, show_on_vacancies_feed: false },
  meta: testMeta(),
});
const until = async (ok: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('cluster nodes on shared stores', () => {
  it('the holder projects, the follower pushes what it recorded and answers read-your-writes', async () => {
    const a = node();
    const b = node();
    await a.cluster.start();
    await b.cluster.start();
    expect([a.cluster.role, b.cluster.role]).toEqual(['leader', 'follower']);
    expect((await b.read.cluster.leaseHolder(PROJECTIONS_LEASE, Date.now()))?.holder).toBe(a.cluster.id);

    // Written through B's own handle of the event log: the holder A projects it.
    const { position } = await b.events.append(
      'position-901',
      [created('901', 'Кассир кластера')],
      'no_stream',
    );
    await b.cluster.waitFor(position, 5000);
    expect(b.cluster.position).toBeGreaterThanOrEqual(position);
    expect((await b.read.get('positions', '901'))?.title).toBe('Кассир кластера');
    await until(() => b.seen.some((c) => c.id === '901'));
    const pushed = b.seen.find((c) => c.id === '901')!;
    expect(pushed).toMatchObject({ collection: 'positions', position });
    expect(pushed.doc?.title).toBe('Кассир кластера');
    expect(a.seen.find((c) => c.id === '901')?.doc?.title).toBe('Кассир кластера');
  });

  it('a single node records no change feed: nobody follows it', async () => {
    const a = node();
    await a.cluster.start();
    const { position } = await a.events.append('position-903', [created('903', 'Один узел')], 'no_stream');
    await a.cluster.waitFor(position, 5000);
    expect((await a.read.get('positions', '903'))?.title).toBe('Один узел');
    expect(await a.read.cluster.readFeed(0)).toEqual({ head: 0, changes: [] });
  });

  it("the holder's reactors take the batches it projected, after the read models and the sockets", async () => {
    const a = node();
    await a.cluster.start();
    const reads = vi.spyOn(a.events, 'readAll');
    const subscriptions = vi.spyOn(a.events, 'subscribeAll');
    const order: string[] = [];
    a.cluster.onCommit((changes) => {
      order.push(`commit ${changes[0]!.id}`);
      setImmediate(() => order.push(`fan-out ${changes[0]!.id}`)); // as the hub queues it
    });
    const reactor = a.cluster.behindProjections.subscribeAll(a.cluster.position, async (batch) => {
      const id = (batch[0]!.data as { id: string }).id;
      order.push(`reactor ${id}`);
      expect((await a.read.get('positions', id))?.title).toBe(`Кассир ${id}`);
    });
    for (const id of ['911', '912']) {
      await a.events.append(`position-${id}`, [created(id, `Кассир ${id}`)], 'no_stream');
      await until(() => order.includes(`reactor ${id}`));
    }
    await reactor.stop();
    expect(order).toEqual([
      'commit 911',
      'fan-out 911',
      'reactor 911',
      'commit 912',
      'fan-out 912',
      'reactor 912',
    ]);
    // The runner's own subscription read each event; the reactor read nothing again.
    expect(subscriptions).not.toHaveBeenCalled();
    expect(reads).not.toHaveBeenCalled();
  });

  it('a clean stop gives the lease up: the follower takes it at its next renewal and projects', async () => {
    const a = node();
    const b = node();
    await a.cluster.start();
    await b.cluster.start();
    await a.cluster.stop();
    await until(() => b.cluster.role === 'leader', LEASE_RENEW_MS * 3);
    const { position } = await b.events.append(
      'position-902',
      [created('902', 'После остановки')],
      'no_stream',
    );
    await b.cluster.waitFor(position, 5000);
    expect((await b.read.get('positions', '902'))?.title).toBe('После остановки');
    // Each event applied once: the document was built from exactly that event.
    expect((await b.read.get('positions', '902'))?._pos).toBe(position);
  });

  it('a passing fault while renewing keeps the holder in place until its lease would run out', async () => {
    const a = node();
    await a.cluster.start();
    expect(a.cluster.role).toBe('leader');
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const acquire = vi.spyOn(a.read.cluster, 'acquireLease').mockRejectedValueOnce(new Error('SQLITE_BUSY'));
    await until(() => acquire.mock.calls.length >= 2, LEASE_RENEW_MS * 4);
    expect(a.cluster.role).toBe('leader');
    expect(errors.mock.calls.join()).toContain('lease check failed');
    errors.mockRestore();
  });
});
