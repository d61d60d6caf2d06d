import { MongoServerError, type Db } from 'mongodb';
import type { ClusterStore, FeedChange } from '#projections/core/read-store';

interface LeaseDoc {
  _id: string;
  holder: string;
  expiresAt: number;
}
interface FeedDoc extends FeedChange {
  at: Date;
}
interface MetaDoc {
  _id: string;
  value?: string;
  position?: number;
}

const DUPLICATE_KEY = 11000;
const FEED_HEAD = 'feed-head';
const PRESENCE_SEQ = 'presence-seq';

interface PresenceDoc {
  _id: string;
  node: string;
  room: string;
  userId: string;
  viewer: string | null;
  seq: number;
}

/** Named values of the read store itself (the event store's identity, the feed's head). */
export function mongoMeta(db: Db) {
  return db.collection<MetaDoc>('_meta');
}

/**
 * Leases and the change feed in MongoDB. A lease is one document taken by a conditional upsert: when
 * another holder's lease is live the filter misses, the upsert tries to insert the same `_id` and
 * fails with a duplicate key, so exactly one node holds it. Feed entries expire by a TTL index.
 */
export async function mongoCluster(db: Db, keepMs: number): Promise<ClusterStore> {
  const leases = db.collection<LeaseDoc>('_leases');
  const feed = db.collection<FeedDoc>('_feed');
  const meta = mongoMeta(db);
  await feed.createIndex({ position: 1 });
  await feed.createIndex({ at: 1 }, { expireAfterSeconds: Math.ceil(keepMs / 1000) });

  const presence = db.collection<PresenceDoc>('_presence');
  await presence.createIndex({ seq: 1 });
  await presence.createIndex({ node: 1 });

  return {
    async publishPresence(node, entries) {
      if (entries.length === 0) return;
      // One block of sequence numbers for the batch, then one upsert per entry.
      const counter = await meta.findOneAndUpdate(
        { _id: PRESENCE_SEQ },
        { $inc: { position: entries.length } },
        { upsert: true, returnDocument: 'after' },
      );
      let seq = (counter?.position ?? entries.length) - entries.length;
      await presence.bulkWrite(
        entries.map((e) => ({
          replaceOne: {
            filter: { _id: `${node}\u0000${e.room}\u0000${e.userId}` },
            replacement: { node, room: e.room, userId: e.userId, viewer: e.viewer, seq: ++seq },
            upsert: true,
          },
        })),
        { ordered: true },
      );
    },
    async readPresence(after) {
      const docs = await presence
        .find({ seq: { $gt: after } })
        .sort({ seq: 1 })
        .toArray();
      const entries = docs.map(({ node, room, userId, viewer, seq }) => ({
        node,
        room,
        userId,
        viewer,
        seq,
      }));
      return { seq: entries.at(-1)?.seq ?? after, entries };
    },
    async dropPresence(node) {
      await presence.deleteMany({ node });
    },
    async acquireLease(name, holder, ttlMs, now) {
      try {
        await leases.updateOne(
          { _id: name, $or: [{ holder }, { expiresAt: { $lte: now } }] },
          { $set: { holder, expiresAt: now + ttlMs } },
          { upsert: true },
        );
        return true;
      } catch (err) {
        if (err instanceof MongoServerError && err.code === DUPLICATE_KEY) return false;
        throw err;
      }
    },
    async releaseLease(name, holder) {
      await leases.deleteOne({ _id: name, holder });
    },
    async leaseHolder(name, now) {
      const lease = await leases.findOne({ _id: name });
      return lease && lease.expiresAt > now ? { holder: lease.holder, expiresAt: lease.expiresAt } : null;
    },
    // Not atomic without a transaction, and need not be: the head is written after the entries it
    // covers, so a reader never sees a head whose changes are missing.
    async recordFeed(head, changes, now) {
      if (changes.length > 0) {
        await feed.insertMany(
          changes.map((c) => ({ ...c, at: new Date(now) })),
          { ordered: false },
        );
      }
      await meta.updateOne({ _id: FEED_HEAD }, { $max: { position: head } }, { upsert: true });
    },
    async resetFeed() {
      await meta.deleteOne({ _id: FEED_HEAD });
      await feed.deleteMany({});
    },
    async readFeed(after) {
      const head = (await meta.findOne({ _id: FEED_HEAD }))?.position ?? 0;
      if (head <= after) return { head, changes: [] };
      const docs = await feed
        .find({ position: { $gt: after, $lte: head } }, { projection: { _id: 0, at: 0 } })
        .sort({ position: 1 })
        .toArray();
      return { head, changes: docs.map(({ collection, id, position }) => ({ collection, id, position })) };
    },
  };
}
