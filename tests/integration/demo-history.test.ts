import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVALS } from '#events/approval/collections';
import { requestCodeControl } from '#events/approval/rules';
import { approvalStatus } from '#events/approval/story';
import { CHECK_KINDS, EXTERNAL_CHECKS } from '#events/checks/events';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { candidateChecks } from '#projections/checks/queries';
import { collectionIn } from '#projections/core/typed-read';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 24, item 6: the demo data is a history that could have happened. A card past the checks had
 * its checks recorded through the checks' commands first, an employed one had an approval, and every
 * record's events are in time order, none in the future.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server.stop());

const questionnaires = () => collectionIn(server.services.read, QUESTIONNAIRES).find({});
const PAST_CHECKS: QuestionnaireState[] = [
  'resolved',
  'resolvedValid',
  'sendedTo1S',
  'waitingSigningDocuments',
  'employed',
];
const AFTER_APPROVAL: QuestionnaireState[] = ['sendedTo1S', 'waitingSigningDocuments', 'employed'];

describe('demo data: a history that could have happened', () => {
  it('every card past the checks shows its checks run; resolvedValid and later ones passed all five', async () => {
    const past = (await questionnaires()).filter((q) => PAST_CHECKS.includes(q.state));
    expect(past.length).toBeGreaterThanOrEqual(8);
    for (const q of past) {
      const { checks } = await candidateChecks(server.services.read, q.id, q.IStoreId);
      const who = `${q.info.lastname} (${q.state})`;
      for (const kind of CHECK_KINDS) expect(checks[kind]?.status, `${who}: ${kind}`).toBeDefined();
      if (q.state !== 'resolved')
        for (const kind of CHECK_KINDS) expect(checks[kind]?.status, `${who}: ${kind}`).toBe('passed');
    }
    const resolved = past.find((q) => q.state === 'resolved');
    expect(resolved, 'a demo card whose checks need attention').toBeDefined();
  });

  it('externalCheckPassed cards had their outside checks passed; the refused by a check was blacklisted', async () => {
    const all = await questionnaires();
    for (const q of all.filter((d) => d.state === 'externalCheckPassed' && d.source === 'staff')) {
      const { checks } = await candidateChecks(server.services.read, q.id, q.IStoreId);
      for (const kind of EXTERNAL_CHECKS)
        expect(checks[kind]?.status, `${q.info.lastname}: ${kind}`).toBe('passed');
    }
    for (const q of all.filter((d) => d.state === 'rejectedAuth')) {
      const { checks } = await candidateChecks(server.services.read, q.id, q.IStoreId);
      expect(checks.blacklist?.status, q.info.lastname).toBe('failed');
    }
  });

  it('sent to 1C, signing and employed cards had the director approve; no code is offered there', async () => {
    const after = (await questionnaires()).filter((q) => AFTER_APPROVAL.includes(q.state));
    expect(new Set(after.map((q) => q.state))).toEqual(new Set(AFTER_APPROVAL));
    for (const q of after) {
      const approval = await collectionIn(server.services.read, APPROVALS).get(q.id);
      expect(approvalStatus(approval ?? null), q.info.lastname).toBe('approved');
      expect(requestCodeControl(q.state, true, approval ?? null).hidden, q.info.lastname).toBe(true);
    }
  });

  it("each record's events are in time order and none is in the future", async () => {
    const now = Date.now();
    for (const q of await questionnaires()) {
      for (const stream of [`questionnaire-${q.id}`, `checks-${q.id}`, `approval-${q.id}`]) {
        const times = (await server.services.events.readStream(stream)).map((e) =>
          Date.parse(e.meta.occurredAt),
        );
        const sorted = [...times].sort((a, b) => a - b);
        expect(times, `${stream} (${q.info.lastname})`).toEqual(sorted);
        for (const at of times) expect(at).toBeLessThanOrEqual(now);
      }
      // The checks and the approval come after the questionnaire was opened.
      const opened = Date.parse(q.createdAt);
      for (const stream of [`checks-${q.id}`, `approval-${q.id}`])
        for (const e of await server.services.events.readStream(stream))
          expect(Date.parse(e.meta.occurredAt), `${stream} (${q.info.lastname})`).toBeGreaterThanOrEqual(
            opened,
          );
    }
  });
});
