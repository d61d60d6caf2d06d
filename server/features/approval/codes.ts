import { createHmac, randomInt } from 'node:crypto';
import { APPROVAL_CODE } from '#events/approval/events';

/** A fresh 4-digit code from a cryptographic source. */
export function generateApprovalCode(): string {
  return String(randomInt(0, 10 ** APPROVAL_CODE.length)).padStart(APPROVAL_CODE.length, '0');
}

/**
 * HMAC-SHA256 with the server-side pepper over the questionnaire, the request and the code: the log
 * never holds a code, and a code (or its hash) for questionnaire A, or for an earlier request, never
 * matches questionnaire B or a later request.
 */
export function hashApprovalCode(
  pepper: string,
  questionnaireId: string,
  requestId: string,
  code: string,
): string {
  return createHmac('sha256', pepper)
    .update(`approval:${questionnaireId}:${requestId}:${code}`)
    .digest('hex');
}

/** The SMS: who is to be hired, where, and the code (spec section 4; issue 15 item 4). */
export function approvalSmsText(
  candidate: { name: string; position: string; store: string },
  code: string,
): { text: string; logText: string } {
  const tail = `Код подтверждения: ${code}. Никому его не сообщайте.`;
  return {
    text: `Согласование приёма: ${candidate.name}, ${candidate.position}, магазин «${candidate.store}». ${tail}`,
    // The demo log shows the code, never the candidate's name.
    logText: `Согласование приёма. ${tail}`,
  };
}
