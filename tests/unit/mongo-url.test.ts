import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/core/config';
import { ConfigError } from '#server/core/config-error';
import { mongoDatabaseOf } from '#server/readstore/mongo-url';

describe('MONGO_URL names its database', () => {
  it('reads the database of single-host, replica-set and SRV URLs', () => {
    expect(mongoDatabaseOf('mongodb://h1:27017,h2:27017/hiring?replicaSet=rs0')).toBe('hiring');
    expect(mongoDatabaseOf('mongodb+srv://user:secret@cluster.example.com/app')).toBe('app');
  });

  it('refuses a URL without one, or not a MongoDB URL, without echoing it', () => {
    for (const url of ['mongodb://user:secret@h1:27017', 'mongodb://h1/', 'postgres://user:secret@h/db']) {
      expect(() => mongoDatabaseOf(url)).toThrow(ConfigError);
      try {
        mongoDatabaseOf(url);
      } catch (err) {
        expect(String(err)).toContain('MONGO_URL');
        expect(String(err)).not.toContain('secret');
      }
    }
  });

  it('stops the start when the configuration has one without a database', () => {
    expect(() => loadConfig({ MONGO_URL: 'mongodb://h1:27017' })).toThrow(/MONGO_URL must name the database/);
  });
});
