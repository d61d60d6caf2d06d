import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 14, item 5: none of a demo candidate's passport, INN or SNILS values stands in plain text in
 * any file under DATA_DIR (event log, read store, key store, scans, outboxes, their journals), while
 * the API still gives them to staff who may see them.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

interface Profiled {
  profile?: {
    personal?: { inn?: string; snils?: string; lastname?: string };
    passport?: { series?: string; number?: string; departmentNumber?: string };
  };
}

describe('personal data at rest', () => {
  it("no demo candidate's passport, INN or SNILS is in plain text in any file under DATA_DIR", async () => {
    const admin = (await server.login('admin')).token;
    const docs = await server.services.read.find('questionnaires', {});
    const profiled = docs.filter((doc) => Boolean((doc as Profiled).profile?.passport?.number));
    expect(profiled.length).toBeGreaterThan(0);
    const values: string[] = [];
    for (const doc of profiled) {
      const res = await server.post(`/get-questionnaire/${String(doc._id)}`, {}, admin);
      expect(res.status).toBe(200);
      const { profile } = res.body.entity as Profiled;
      const { inn = '', snils = '' } = profile?.personal ?? {};
      const { series = '', number = '' } = profile?.passport ?? {};
      // The API answers them whole to an administrator: the values exist and are what is looked for.
      expect(inn).toMatch(/^\d{12}$/);
      expect(`${series}${number}`).toMatch(/^\d{10}$/);
      values.push(inn, `${series} ${number}`, `${series}${number}`, number);
      if (!snils) continue; // the self-employed have none
      expect(snils).toMatch(/^\d{3}-\d{3}-\d{3} \d{2}$/);
      values.push(snils, snils.replace(/\D/g, ''));
    }
    expect(values.some((value) => /^\d{3}-\d{3}-\d{3} \d{2}$/.test(value))).toBe(true);
    // As after a while in service: the journals written into the main files.
    await server.services.read.shred?.();
    const files = filesUnder(server.dataDir);
    expect(files.some((file) => file.endsWith('events.sqlite'))).toBe(true);
    const hits: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const value of values) {
        if (bytes.includes(Buffer.from(value, 'utf8'))) hits.push(`${file}: ${value.slice(0, 2)}…`);
      }
    }
    expect(hits).toEqual([]);
  });
});
