import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { ApprovalDoc } from '#events/approval/events';
import { approvalStatus, requestCodeControl } from '#events/approval/rules';
import { approvalStory } from '#events/approval/story';
import { actorText, roleTitle } from '#events/core/roles';
import { QUESTIONNAIRE_STATES } from '#events/questionnaire/states';
import { nextDocument } from '#projections/core/apply';
import { approvalsProjection } from '#projections/approval/projection';
import { stored } from '../../helpers/gwt';

const director = { userId: '1005', name: 'Волков Сергей' };
const hr = { userId: '1002', role: 'HR', name: 'Кадрова Елена' };
const q = (revision: number, type: string, data: unknown): EventEnvelope => ({
  ...stored('questionnaire-4', [{ type, data }], hr)[0]!,
  revision,
});
const a = (type: string, data: unknown, at: string, actor = hr): EventEnvelope => {
  const event = stored('approval-4', [{ type, data }], actor)[0]!;
  return { ...event, meta: { ...event.meta, occurredAt: at } };
};
const codeSent = a(
  'ApprovalCodeSent',
  {
    requestId: 'r1',
    questionnaireId: '4',
    candidate: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      positionTitle: 'Продавец-консультант',
      lastname: 'Фёдоров',
      firstname: 'Иван',
      secondname: 'Павлович',
    },
    questionnaireRevision: 2,
    dataRevision: 1,
    director,
    phoneMasked: '+7******1005',
    manual: false,
    codeHash: 'h',
    expiresAt: '2026-11-22T12:00:00.000Z',
  },
  '2026-11-22T09:00:00.000Z',
);
const confirmed = a(
  'ApprovalConfirmed',
  { requestId: 'r1', method: 'click', questionnaireRevision: 2, director },
  '2026-11-22T09:30:00.000Z',
  { userId: '1005', role: 'RegionDirector', name: 'Волков Сергей' },
);
const edited = q(3, 'QuestionnaireInfoEdited', { changes: { email: 'new@mail.ru' } });

function docOf(...events: EventEnvelope[]): ApprovalDoc {
  let doc = null;
  for (const event of events)
    doc = nextDocument(approvalsProjection, doc, event, { collection: 'approvals', id: '4' });
  return doc as unknown as ApprovalDoc;
}

describe('the approval block tells one story (issue 24, item 6)', () => {
  it('after a data change: one status, stale, with the old approval in the history only', () => {
    const doc = docOf(codeSent, confirmed, edited);
    // The director may give it again (pending for them), yet the card shows one current status.
    expect(doc.pending).toBe(true);
    expect(approvalStatus(doc)).toBe('stale');
    const story = approvalStory(doc, 'resolvedValid');
    expect(story.status).toBe('stale');
    expect(story.title).toBe('Согласование устарело');
    expect(story.detail).toContain('запросите код повторно');
    expect(story.detail).not.toMatch(/Ожидает|Согласовано/);
    expect(story.history.map((h) => h.kind)).toEqual(['request', 'approval']);
    expect(story.history[1]).toMatchObject({ stale: true });
    expect(story.history[1]!.text).toContain('устарело');
  });

  it('a new request after the stale approval: waiting for the director again', () => {
    const again = a(
      'ApprovalCodeSent',
      { ...(codeSent.data as object), requestId: 'r2', dataRevision: 3 },
      '2026-11-22T10:00:00.000Z',
    );
    const story = approvalStory(docOf(codeSent, confirmed, edited, again), 'resolvedValid');
    expect(story.status).toBe('pending');
    expect(story.title).toBe('Ожидает директора');
  });

  it('approved, and after the hire went on the approval is history with no request offered', () => {
    const doc = docOf(codeSent, confirmed);
    expect(approvalStory(doc, 'resolvedValid').status).toBe('approved');
    expect(approvalStory(doc, 'employed').detail).toBe('Директор согласовал трудоустройство');
    expect(approvalStory(doc, 'employed').history[1]!.text).toContain(
      'Волков Сергей (Региональный директор)',
    );
  });

  it("'Запросить код' is not offered where the state makes it meaningless", () => {
    const hidden = QUESTIONNAIRE_STATES.filter((state) => requestCodeControl(state, true, null).hidden);
    expect(hidden).toEqual(['waitingSigningDocuments', 'sendedTo1S', 'employed', 'rejected', 'rejectedAuth']);
    expect(requestCodeControl('accepted', true, null)).toMatchObject({ enabled: false });
    expect(requestCodeControl('resolvedValid', true, null)).toEqual({ enabled: true });
  });
});

describe('who acted, in Russian only', () => {
  it('the system and the candidate are named once, in Russian', () => {
    expect(roleTitle('System')).toBe('Система');
    expect(roleTitle('Applicant')).toBe('Кандидат');
    expect(actorText({ userId: 'system', role: 'System', name: 'Система' })).toBe('Система');
    expect(actorText({ userId: 'candidate', role: 'Applicant', name: 'Кандидат' })).toBe('Кандидат');
    expect(actorText({ userId: 'system', role: 'System' })).toBe('Система');
    expect(actorText({ userId: 'system', role: 'System', name: 'Демо-данные' })).toBe(
      'Демо-данные (Система)',
    );
    expect(actorText({ userId: '1002', role: 'HR', name: 'Кадрова Елена' })).toBe(
      'Кадрова Елена (HR-специалист)',
    );
  });
});
