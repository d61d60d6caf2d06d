import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJobBoardAccounts, PENDING_STATE_TTL_MS } from '#server/adapters/jobboards/accounts';

const tokens = {
  accessToken: 'ACCESS-secret-1',
  refreshToken: 'REFRESH-secret-1',
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hc-accounts-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('job board accounts', () => {
  it('keeps tokens per user and board, encrypted on disk, until reset', () => {
    const dir = dataDir();
    const accounts = openJobBoardAccounts({ dataDir: dir, secret: 's'.repeat(32) });
    accounts.saveTokens('1001', 'headhunter', tokens);
    expect(accounts.tokens('1001', 'headhunter')).toEqual(tokens);
    expect(accounts.tokens('1001', 'superjob')).toBeNull();
    expect(accounts.tokens('1003', 'headhunter')).toBeNull();
    accounts.close();
    const raw = readFileSync(join(dir, 'jobboard-accounts.sqlite')).toString('latin1');
    expect(raw).not.toContain('ACCESS-secret-1');
    expect(raw).not.toContain('REFRESH-secret-1');

    const reopened = openJobBoardAccounts({ dataDir: dir, secret: 's'.repeat(32) });
    expect(reopened.tokens('1001', 'headhunter')).toEqual(tokens);
    expect(reopened.remove('1001', 'headhunter')).toBe(true);
    expect(reopened.remove('1001', 'headhunter')).toBe(false);
    expect(reopened.tokens('1001', 'headhunter')).toBeNull();
    reopened.close();
  });

  it('treats tokens saved under another server secret as signed out', () => {
    const dir = dataDir();
    const first = openJobBoardAccounts({ dataDir: dir, secret: 'a'.repeat(32) });
    first.saveTokens('1001', 'superjob', tokens);
    first.close();
    const second = openJobBoardAccounts({ dataDir: dir, secret: 'b'.repeat(32) });
    expect(second.tokens('1001', 'superjob')).toBeNull();
    second.close();
  });

  it('hands a pending sign-in out once, only to the browser that started it, before it expires', () => {
    let now = 1_000_000;
    const accounts = openJobBoardAccounts({ dataDir: dataDir(), secret: 's'.repeat(32), clock: () => now });
    accounts.savePendingState('state-1', '1001', 'headhunter', 'browser-a');
    expect(accounts.takePendingState('state-1', 'browser-b')).toBeNull();
    // A wrong browser also used the state up: the real user starts again.
    expect(accounts.takePendingState('state-1', 'browser-a')).toBeNull();

    accounts.savePendingState('state-2', '1001', 'headhunter', 'browser-a');
    expect(accounts.takePendingState('state-2', undefined)).toBeNull();
    accounts.savePendingState('state-3', '1001', 'superjob', 'browser-a');
    expect(accounts.takePendingState('state-3', 'browser-a')).toEqual({
      userId: '1001',
      service: 'superjob',
    });
    expect(accounts.takePendingState('state-3', 'browser-a')).toBeNull();

    accounts.savePendingState('state-4', '1001', 'headhunter', 'browser-a');
    now += PENDING_STATE_TTL_MS + 1;
    expect(accounts.takePendingState('state-4', 'browser-a')).toBeNull();
    accounts.close();
  });
});
