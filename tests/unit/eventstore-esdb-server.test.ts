import { AccessDeniedError, UnavailableError } from '@eventstore/db-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { esdbEventStoreFromClient } from '#server/eventstore/esdb';
import {
  EsdbServerRefusedError,
  checkEsdbServer,
  isSupportedVersion,
  parseServerVersion,
} from '#server/eventstore/esdb-server';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';
import { FakeEsdb } from './eventstore-esdb-fake';

beforeAll(registerTestEvents);

describe('EventStoreDB server check (issue 16, item 3)', () => {
  it('reads major and minor from the versions servers report', () => {
    expect(parseServerVersion('22.10.1.0')).toEqual([22, 10]);
    expect(parseServerVersion('24.2.0-rc.1')).toEqual([24, 2]);
    expect(parseServerVersion('unknown')).toBeNull();
  });

  it('accepts 22.6 and later, refuses anything earlier or unknown', () => {
    for (const v of ['22.6.0.0', '22.10.0', '23.10.1.0', '24.2.0', '25.0.0'])
      expect(isSupportedVersion(v)).toBe(true);
    for (const v of ['22.2.0.0', '21.10.9.0', '20.10.2', 'unknown', ''])
      expect(isSupportedVersion(v)).toBe(false);
  });

  it('refuses a server before 22.6 with a plain message, and appends nothing', async () => {
    const fake = new FakeEsdb();
    fake.serverVersion = '21.10.2.0';
    await expect(checkEsdbServer(fake.client)).rejects.toThrow(
      /EventStoreDB 21\.10\.2\.0 is not supported: version 22\.6 or later is required/,
    );
    const store = esdbEventStoreFromClient(fake.client);
    await expect(store.append(uniqueStream(), [testEvent(1)], 'no_stream')).rejects.toBeInstanceOf(
      EsdbServerRefusedError,
    );
    expect(fake.callsOf('appendToStream')).toHaveLength(0);
  });

  it('refuses a server that does not report its version (before 21.10)', async () => {
    const fake = new FakeEsdb();
    fake.serverVersion = 'unknown';
    await expect(checkEsdbServer(fake.client)).rejects.toThrow(/EventStoreDB unknown is not supported/);
  });

  it('refuses a user who may not read $all, saying which right is missing', async () => {
    const fake = new FakeEsdb();
    fake.failNext.set('readAll', new AccessDeniedError());
    await expect(checkEsdbServer(fake.client)).rejects.toThrow(/may not read \$all/);
  });

  it('checks once per store and keeps a refusal, but retries after a transient failure', async () => {
    const fake = new FakeEsdb();
    fake.failNext.set('readAll', new UnavailableError());
    const store = esdbEventStoreFromClient(fake.client);
    const s = uniqueStream();
    await expect(store.append(s, [testEvent(1)], 'no_stream')).rejects.toBeInstanceOf(UnavailableError);
    await store.append(s, [testEvent(2)], 'no_stream');
    await store.append(s, [testEvent(3)], 0);
    await store.readStream(s);
    expect(fake.callsOf('readAll')).toHaveLength(2); // the failed check and the one that passed

    const refused = new FakeEsdb();
    refused.failNext.set('readAll', new AccessDeniedError());
    const other = esdbEventStoreFromClient(refused.client);
    await expect(other.headPosition()).rejects.toBeInstanceOf(EsdbServerRefusedError);
    await expect(other.append(s, [testEvent(4)], 'any')).rejects.toThrow(/may not read \$all/);
    expect(refused.callsOf('readAll')).toHaveLength(1);
  });
});
