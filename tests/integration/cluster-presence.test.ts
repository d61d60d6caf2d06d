import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Viewer } from '#events/core/presence';
import type { ReadStore } from '#projections/core/read-store';
import {
  ClusterPresence,
  PRESENCE_NODE_TTL_MS,
  type PresenceChange,
} from '#server/realtime/cluster-presence';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * Issue 16: presence across API nodes, two nodes in one process on one read store file. Each node
 * has its own local viewers (the hub's registry); ClusterPresence shows the other node's as well.
 */
const stores: ReadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const viewer = (userId: string, role = 'HR'): Viewer => ({ userId, name: userId, role, roleTitle: role });
const ROOM = 'doc:questionnaires:1';

function nodeOn(file: string, id: string, clock: () => number) {
  const store = openSqliteReadStore(file);
  stores.push(store);
  const local = new Map<string, Viewer>();
  const sent: PresenceChange[] = [];
  const presence = new ClusterPresence(
    store.cluster,
    id,
    (_room, userId) => local.has(userId),
    (change) => sent.push(change),
    clock,
    () => [{ room: ROOM, joined: [...local.values()], left: [] }],
  );
  return {
    presence,
    sent,
    join(v: Viewer) {
      local.set(v.userId, v);
      return presence.local({ room: ROOM, joined: [v], left: [] });
    },
    leave(userId: string) {
      local.delete(userId);
      return presence.local({ room: ROOM, joined: [], left: [userId] });
    },
    shown: () =>
      presence
        .viewers(ROOM, [...local.values()])
        .map((v) => v.userId)
        .sort(),
  };
}

const settle = async (...nodes: { presence: ClusterPresence }[]) => {
  await new Promise((r) => setTimeout(r, 20)); // publishing is queued
  for (const n of nodes) await n.presence.poll();
};

describe('presence across nodes', () => {
  it('shows the other node’s viewers, lists a person on both nodes once, and says who left when gone from both', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hc-presence-')), 'read.sqlite');
    const now = 1_000_000;
    const a = nodeOn(file, 'node-a', () => now);
    const b = nodeOn(file, 'node-b', () => now);
    a.presence.start();
    b.presence.start();
    await settle(a, b);

    expect(a.join(viewer('hr'))).toEqual({ room: ROOM, joined: [viewer('hr')], left: [] });
    b.join(viewer('director', 'StoreDirector'));
    await settle(a, b);
    expect(a.shown()).toEqual(['director', 'hr']);
    expect(b.shown()).toEqual(['director', 'hr']);
    expect(b.sent).toContainEqual({ room: ROOM, joined: [viewer('hr')], left: [] });

    // HR opens the card on B too: nobody on B is told HR came (HR was there already, from A).
    const sentBefore = b.sent.length;
    expect(b.join(viewer('hr'))).toBeNull();
    // HR closes the tab on A: still on B, so nobody is told HR left.
    a.leave('hr');
    await settle(a, b);
    expect(b.sent.slice(sentBefore)).toEqual([]);
    expect(a.shown()).toEqual(['director', 'hr']);
    // And from B: now gone from both.
    expect(b.leave('hr')).toEqual({ room: ROOM, joined: [], left: ['hr'] });
    await settle(a, b);
    expect(a.sent.at(-1)).toEqual({ room: ROOM, joined: [], left: ['hr'] });
    expect(a.shown()).toEqual(['director']);
    await a.presence.stop();
    await b.presence.stop();
  });

  it('a node that stops beating (killed, frozen) loses its viewers on the others once its heartbeat runs out', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hc-presence-')), 'read.sqlite');
    let now = 1_000_000;
    const a = nodeOn(file, 'node-a', () => now);
    const b = nodeOn(file, 'node-b', () => now);
    a.presence.start();
    // B is driven by hand: four polls make one heartbeat, then it goes silent (no timer runs it).
    for (let i = 0; i < 4; i++) await b.presence.poll();
    b.join(viewer('director', 'StoreDirector'));
    await settle(a);
    expect(a.shown()).toEqual(['director']);
    now += PRESENCE_NODE_TTL_MS + 1; // B's heartbeat runs out
    for (let i = 0; i < 4; i++) await a.presence.poll(); // the 4th poll beats and checks the other nodes
    expect(a.shown()).toEqual([]);
    expect(a.sent.at(-1)).toEqual({ room: ROOM, joined: [], left: ['director'] });
    // Its entries are gone from the store as well: a node starting now does not show the ghost.
    const entries = (await stores[0]!.cluster.readPresence(0)).entries;
    expect(entries.filter((e) => e.node === 'node-b')).toEqual([]);
    await a.presence.stop();
  });

  it('a frozen node that comes back lists its viewers on the others again (issue 24, item 2)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hc-presence-')), 'read.sqlite');
    let now = 1_000_000;
    const a = nodeOn(file, 'node-a', () => now);
    const b = nodeOn(file, 'node-b', () => now);
    const beat = async (node: { presence: ClusterPresence }) => {
      for (let i = 0; i < 4; i++) await node.presence.poll(); // the 4th poll beats
    };
    await beat(a);
    await beat(b);
    b.join(viewer('director', 'StoreDirector'));
    await settle(a);
    expect(a.shown()).toEqual(['director']);
    // B stands still past its heartbeat: A drops its viewer.
    now += PRESENCE_NODE_TTL_MS + 1;
    await beat(a);
    expect(a.shown()).toEqual([]);
    // B resumes with the director still on its card: its next beat publishes him again, and A,
    // which found B dead a moment ago, takes him back at its next poll (not a beat later).
    await beat(b);
    await settle(a);
    expect(a.shown()).toEqual(['director']);
    expect(a.sent.at(-1)).toEqual({ room: ROOM, joined: [viewer('director', 'StoreDirector')], left: [] });
    // And a departure after that is heard as usual.
    b.leave('director');
    await settle(a);
    expect(a.shown()).toEqual([]);
    await a.presence.stop();
    await b.presence.stop();
  });
});
