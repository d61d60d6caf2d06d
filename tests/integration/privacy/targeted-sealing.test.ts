import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '#server/core/registry';
import { startTestServer, type TestServer } from '../../helpers/server';
import { docRows } from '../../helpers/doc-tables';

/**
 * Issue 25, item 1: in a running server's read store (the demo's data), every document of a read
 * model that declares personal data is sealed and every other one is plain JSON text.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the server's read store seals exactly the personal read models", () => {
  it('positions and vacancies are JSON text, questionnaires, users and approvals sealed', async () => {
    await server.services.read.shred?.();
    const personal = new Map<string, boolean>();
    for (const projection of projections())
      for (const collection of projection.collections)
        personal.set(collection, projection.personal === true || personal.get(collection) === true);
    const db = new Database(join(server.dataDir, 'read.sqlite'), { readonly: true });
    const forms = new Map<string, Set<string>>();
    try {
      const rows = docRows(db);
      for (const { collection, doc } of rows) {
        const name = collection.split('\u0000')[0]!;
        const form = typeof doc === 'string' ? 'text' : 'sealed';
        forms.set(name, (forms.get(name) ?? new Set()).add(form));
      }
    } finally {
      db.close();
    }
    for (const name of [
      'positions',
      'vacancies',
      'questionnaires',
      'questionnairesLight',
      'users',
      'approvals',
    ])
      expect(forms.has(name), name).toBe(true);
    for (const [name, seen] of forms) {
      expect(personal.has(name), `${name} is a read model`).toBe(true);
      expect([...seen], name).toEqual([personal.get(name) ? 'sealed' : 'text']);
    }
  });
});
