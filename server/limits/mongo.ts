import { MongoClient } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { mongoDatabaseOf } from '../readstore/mongo-url';
import { LIMITS_TABLE, limitStoreOf, type LimitStore, type LimitStoreConfig } from './store';

/**
 * The production limit store: one collection in MONGO_URL's database, shared by every node. Each
 * count is one findOneAndUpdate (atomic on the server); MongoDB removes expired counts itself (a TTL
 * index). The client connects on first use and gives up after `timeoutMs`, so a node starts while
 * MongoDB is down and its limited calls answer 503 until it is back.
 */
export function openMongoLimits(url: string, config: LimitStoreConfig): LimitStore {
  const dbName = mongoDatabaseOf(url);
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: config.timeoutMs,
    connectTimeoutMS: config.timeoutMs,
    socketTimeoutMS: config.timeoutMs,
  });
  const collection = client.db(dbName).collection(LIMITS_TABLE);
  void Promise.all([
    collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 }),
    collection.createIndex({ key: 1 }, { unique: true }),
  ]).catch((err: unknown) =>
    config.log?.(`[limits] could not create the limit store's indexes: ${(err as Error).message}`),
  );
  return limitStoreOf(
    'mongo',
    (rule) =>
      new RateLimiterMongo({
        ...rule,
        storeClient: client,
        dbName,
        tableName: LIMITS_TABLE,
        disableIndexesCreation: true,
      }),
    config,
    () => client.close(),
  );
}
