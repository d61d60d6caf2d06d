import { ConnectionString } from 'mongodb-connection-string-url';
import { ConfigError } from '../core/config-error';

/**
 * The database named in MONGO_URL (issue 16, item 4): without one the driver silently uses 'test',
 * so read models would land in a database nobody backs up. The URL is parsed by the driver's own
 * connection-string parser (several hosts, mongodb+srv); it is never echoed (it may hold a password).
 */
export function mongoDatabaseOf(url: string): string {
  let name: string;
  try {
    name = decodeURIComponent(new ConnectionString(url).pathname.replace(/^\//, ''));
  } catch {
    throw new ConfigError('MONGO_URL is not a MongoDB connection string (mongodb:// or mongodb+srv://)');
  }
  if (!name)
    throw new ConfigError(
      'MONGO_URL must name the database, e.g. mongodb://host:27017/hiring?replicaSet=rs0',
    );
  return name;
}
