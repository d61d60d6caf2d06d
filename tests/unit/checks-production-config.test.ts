import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/core/config';

// A directory of its own: loadConfig tightens every file in DATA_DIR, and the run's temporary
// directory holds other tests' files (SQLite's temporary ones come and go).
const dataDir = mkdtempSync(join(tmpdir(), 'checks-config-'));
const production = {
  DATA_DIR: dataDir,
  MODE: 'production',
  JWT_SECRET: 'q'.repeat(40),
  PII_MASTER_KEY: 'd'.repeat(64),
};

describe('the checks in production', () => {
  it('refuse to start on sandboxes: each outside service needs its URL, or the outside sources are off', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /FSSP_API_URL, SELFEMPLOYED_API_URL, CRIMINAL_RECORD_API_URL/,
    );
    expect(() => loadConfig({ ...production, FSSP_API_URL: 'https://fssp.example' })).toThrow(
      /^SELFEMPLOYED_API_URL, CRIMINAL_RECORD_API_URL must be set/,
    );
    const real = {
      ...production,
      FSSP_API_URL: 'https://fssp.example',
      SELFEMPLOYED_API_URL: 'https://pay.example',
      CRIMINAL_RECORD_API_URL: 'https://record.example',
    };
    expect(loadConfig(real).checks.fssp?.url).toBe('https://fssp.example');
    expect(loadConfig({ ...production, CHECKS_EXTERNAL: 'off' }).checks.externalEnabled).toBe(false);
  });

  it('a demo runs the sandboxes', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).checks.fssp).toBeUndefined();
  });
});
