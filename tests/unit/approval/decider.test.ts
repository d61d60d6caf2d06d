import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, type ApprovalEvent } from '#events/approval/events';
import { ForbiddenError, RuleViolation, TooManyRequestsError } from '#server/core/errors';
import { hashApprovalCode } from '#server/features/approval/codes';
import {
  approvalDecider,
  type ApprovalCommand,
  type QuestionnaireFacts,
} from '#server/features/approval/decider';
import { givenDecider, testContext } from '../../helpers/gwt';

// testContext's clock: 2026-11-22T10:00:00.000Z.
const PEPPER = 'pepper';
const hash = (code: string, requestId = 'r1', questionnaireId = '12') =>
  hashApprovalCode(PEPPER, questionnaireId, requestId, code);
const director = { userId: '1005', name: 'Волков Сергей' };
const candidate = {
  IStoreId: '10412',
  storeName: 'Авиапарк',
  positionTitle: 'Кассир',
  lastname: 'Иванова',
  firstname: 'Мария',
  secondname: 'Петровна',
};
const facts = (over: Partial<QuestionnaireFacts> = {}): QuestionnaireFacts => ({
  state: 'resolvedValid',
  selfEmploymentAllowed: true,
  revision: 7,
  dataRevision: 5,
  ...over,
});
const request = (over: Partial<Extract<ApprovalCommand, { type: 'RequestApprovalCode' }>> = {}) =>
  ({
    type: 'RequestApprovalCode',
    questionnaireId: '12',
    questionnaire: facts(),
    candidate,
    requestId: 'r1',
    director,
    directoryDirector: null,
    toOwnPhone: false,
    phoneMasked: '+7******1005',
    codeHash: hash('4821'),
    ...over,
  }) satisfies ApprovalCommand;
const confirm = (
  code: string,
  over: Partial<Extract<ApprovalCommand, { type: 'ConfirmApprovalCode' }>> = {},
) =>
  ({
    type: 'ConfirmApprovalCode',
    questionnaire: facts(),
    requestId: 'r1',
    codeHash: hash(code),
    ...over,
  }) satisfies ApprovalCommand;
const click = (userId: string, isAdmin = false, questionnaire = facts()) =>
  ({ type: 'ApproveByClick', questionnaire, approver: { userId, isAdmin } }) satisfies ApprovalCommand;

/** A code sent at `sentAt` (it lives 2 hours). */
const sent = (requestId = 'r1', sentAt = '2026-11-22T09:30:00.000Z', code = '4821'): ApprovalEvent => ({
  type: 'ApprovalCodeSent',
  data: {
    requestId,
    questionnaireId: '12',
    candidate,
    questionnaireRevision: 7,
    dataRevision: 5,
    director,
    phoneMasked: '+7******1005',
    manual: false,
    codeHash: hash(code, requestId),
    expiresAt: new Date(Date.parse(sentAt) + 2 * 3600_000).toISOString(),
  },
});
const rejected = (requestId = 'r1'): ApprovalEvent => ({ type: 'ApprovalCodeRejected', data: { requestId } });
const confirmed = (questionnaireRevision = 7, method: 'code' | 'click' = 'code'): ApprovalEvent => ({
  type: 'ApprovalConfirmed',
  data: { requestId: 'r1', method, questionnaireRevision, director, manual: false },
});

const decider = givenDecider(approvalDecider);

describe('requesting a code', () => {
  it('resolvedValid: a code goes out, hashed, valid 2 hours', () => {
    decider
      .given([])
      .when(request())
      .then([
        {
          type: 'ApprovalCodeSent',
          data: {
            requestId: 'r1',
            questionnaireId: '12',
            candidate,
            questionnaireRevision: 7,
            dataRevision: 5,
            director,
            phoneMasked: '+7******1005',
            manual: false,
            codeHash: hash('4821'),
            expiresAt: '2026-11-22T12:00:00.000Z',
          },
        },
      ]);
  });

  it('a phone typed by hand: manual, no director', () => {
    const [event] = approvalDecider.decide(
      request({ director: null }),
      approvalDecider.initialState(),
      testContext(),
    );
    if (event?.type !== 'ApprovalCodeSent') throw new Error('expected a code');
    if (!event.data.manual || event.data.director !== null) throw new Error('expected manual');
  });

  it('a phone typed by hand while the directory has a director: refused, naming the director (issue 23)', () => {
    const found = { userId: 'u-rd', name: 'Иванов Иван' };
    decider
      .given([])
      .when(request({ director: null, directoryDirector: found }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.manualNotAllowed('Иванов Иван'));
  });

  it("a phone typed by hand that is the requester's own work phone: refused (issue 23)", () => {
    decider
      .given([])
      .when(request({ director: null, toOwnPhone: true }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.manualOwnPhone);
  });

  it('an approval by a code sent to a typed phone is marked manual (issue 23)', () => {
    const manualSent = sent();
    if (manualSent.type !== 'ApprovalCodeSent') throw new Error('expected a code');
    decider
      .given([{ ...manualSent, data: { ...manualSent.data, director: null, manual: true } }])
      .when(confirm('4821'))
      .then([
        {
          type: 'ApprovalConfirmed',
          data: { requestId: 'r1', method: 'code', questionnaireRevision: 7, director: null, manual: true },
        },
      ]);
  });

  it('only in resolvedValid', () => {
    decider
      .given([])
      .when(request({ questionnaire: facts({ state: 'resolved' }) }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.notResolvedValid);
  });

  it('not while the self-employment check blocks', () => {
    decider
      .given([])
      .when(request({ questionnaire: facts({ selfEmploymentAllowed: false }) }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.selfEmploymentBlocked);
  });

  it('not once a valid approval is given', () => {
    decider
      .given([sent('r1', '2026-11-22T08:00:00.000Z'), confirmed(7)])
      .when(request({ requestId: 'r2' }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.alreadyApproved);
  });

  it('again after the approval went stale (the data changed after it)', () => {
    decider
      .given([sent('r1', '2026-11-22T08:00:00.000Z'), confirmed(7)])
      .when(request({ requestId: 'r2', questionnaire: facts({ revision: 9, dataRevision: 9 }) }))
      .then([expect.objectContaining({ type: 'ApprovalCodeSent' }) as ApprovalEvent]);
  });

  it('resend limit: not within 60 s of the last code', () => {
    decider
      .given([sent('r1', '2026-11-22T09:59:30.000Z')])
      .when(request({ requestId: 'r2' }))
      .thenThrows(TooManyRequestsError, APPROVAL_MESSAGES.resendIn(30));
  });

  it('resend limit: at most 5 codes an hour', () => {
    const history = [0, 10, 20, 30, 40].map((m, i) =>
      sent(`r${i}`, new Date(Date.parse('2026-11-22T09:10:00.000Z') + m * 60_000).toISOString()),
    );
    decider
      .given(history)
      .when(request({ requestId: 'r9' }))
      .thenThrows(TooManyRequestsError, APPROVAL_MESSAGES.hourlyLimit);
  });

  it('resend limit: at most 10 codes a day', () => {
    const history = Array.from({ length: 10 }, (_, i) =>
      sent(`r${i}`, new Date(Date.parse('2026-11-21T12:00:00.000Z') + i * 2 * 3600_000).toISOString()),
    );
    decider
      .given(history)
      .when(request({ requestId: 'r9' }))
      .thenThrows(TooManyRequestsError, APPROVAL_MESSAGES.dailyLimit);
  });
});

describe('confirming by code', () => {
  it('the right code confirms, recording the revision approved', () => {
    decider
      .given([sent()])
      .when(confirm('4821'))
      .then([confirmed(7)]);
  });

  it('a wrong code is recorded as a rejection', () => {
    decider.given([sent()]).when(confirm('1234')).then([rejected()]);
  });

  it('expired: 2 hours after the request even the right code is refused', () => {
    decider
      .given([sent('r1', '2026-11-22T07:59:00.000Z')])
      .when(confirm('4821'))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.expired);
  });

  it('reused: a code confirms once; after a stale approval it never confirms again', () => {
    decider
      .given([sent(), confirmed(7)])
      .when(confirm('4821', { questionnaire: facts({ revision: 9, dataRevision: 9 }) }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.used);
  });

  it('already approved (valid): refused', () => {
    decider
      .given([sent(), confirmed(7)])
      .when(confirm('4821'))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.alreadyApproved);
  });

  it('attempts exhausted: after 5 wrong codes the right one is refused too', () => {
    decider
      .given([sent(), rejected(), rejected(), rejected(), rejected(), rejected()])
      .when(confirm('4821'))
      .thenThrows(TooManyRequestsError, APPROVAL_MESSAGES.attempts);
  });

  it('a new request resets the attempts, and the old code no longer matches', () => {
    const history = [
      sent('r1', '2026-11-22T09:00:00.000Z'),
      rejected('r1'),
      sent('r2', '2026-11-22T09:30:00.000Z', '7777'),
    ];
    decider
      .given(history)
      .when(confirm('4821', { requestId: 'r1' }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.replaced);
    decider
      .given(history)
      .when(confirm('4821', { requestId: 'r2', codeHash: hash('4821', 'r2') }))
      .then([rejected('r2')]);
  });

  it('a code for another questionnaire never matches (the hash binds the questionnaire)', () => {
    decider
      .given([sent()])
      .when(confirm('4821', { codeHash: hash('4821', 'r1', '13') }))
      .then([rejected()]);
  });

  it('no request yet', () => {
    decider.given([]).when(confirm('4821')).thenThrows(RuleViolation, APPROVAL_MESSAGES.notPending);
  });

  it('the questionnaire left resolvedValid (refused meanwhile)', () => {
    decider
      .given([sent()])
      .when(confirm('4821', { questionnaire: facts({ state: 'rejected' }) }))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.notAwaiting);
  });
});

describe('approving by click', () => {
  it('the director the request went to: recorded by click with the revision', () => {
    decider
      .given([sent()])
      .when(click('1005'))
      .then([confirmed(7, 'click')]);
  });

  it('Admin may approve any request', () => {
    decider
      .given([sent()])
      .when(click('1001', true))
      .then([confirmed(7, 'click')]);
  });

  it('another director may not', () => {
    decider.given([sent()]).when(click('1003')).thenThrows(ForbiddenError, APPROVAL_MESSAGES.notYourRequest);
  });

  it('a manual-phone request: only Admin', () => {
    const manual = sent();
    if (manual.type === 'ApprovalCodeSent') Object.assign(manual.data, { director: null, manual: true });
    decider.given([manual]).when(click('1005')).thenThrows(ForbiddenError);
  });

  it('nothing requested', () => {
    decider.given([]).when(click('1001', true)).thenThrows(RuleViolation, APPROVAL_MESSAGES.notPending);
  });

  it('a stale approval may be given again by click, for the new revision', () => {
    decider
      .given([sent(), confirmed(7)])
      .when(click('1005', false, facts({ revision: 10, dataRevision: 9 })))
      .then([confirmed(10, 'click')]);
  });

  it('a valid approval is not given twice', () => {
    decider
      .given([sent(), confirmed(7, 'click')])
      .when(click('1005'))
      .thenThrows(RuleViolation, APPROVAL_MESSAGES.alreadyApproved);
  });

  it('expiry of the code does not matter for a click', () => {
    decider
      .given([sent('r1', '2026-11-22T05:00:00.000Z')])
      .when(click('1005', false))
      .then([confirmed(7, 'click')]);
  });
});
