import { formatMoscow } from '../core/moscow-time';
import { actorText } from '../core/roles';
import type { QuestionnaireState } from '../questionnaire/states';
import type { ApprovalDoc } from './events';

/** Where the approval stands now: exactly one of these is shown on the card. */
export type ApprovalStatusKind = 'none' | 'pending' | 'approved' | 'stale';

export interface ApprovalHistoryItem {
  at: string;
  kind: 'request' | 'approval';
  text: string;
  /** The approval no longer holds (the candidate's data changed after it). */
  stale?: boolean;
}

export interface ApprovalStory {
  status: ApprovalStatusKind;
  /** The badge's caption. */
  title: string;
  /** One sentence under the badge: what it means and what to do now. */
  detail: string;
  /** What happened, oldest first: the requests and approvals that led here. */
  history: ApprovalHistoryItem[];
}

export const STATUS_TITLES: Record<ApprovalStatusKind, string> = {
  none: 'Не запрошено',
  pending: 'Ожидает директора',
  approved: 'Согласовано',
  stale: 'Согласование устарело',
};

/**
 * The approval's one current state. A stale approval is 'stale' even while its director may give it
 * again (the request is pending for them): the card tells that one story, not three at once.
 */
export function approvalStatus(doc: ApprovalDoc | null): ApprovalStatusKind {
  if (doc?.approval && !doc.approval.stale) return 'approved';
  if (doc?.approval?.stale) return 'stale';
  if (doc?.pending) return 'pending';
  return 'none';
}

const METHOD_TEXT = {
  code: 'Подтверждено кодом из СМС',
  click: 'Согласовано в консоли одним нажатием',
} as const;

/** States after the hire went on (1C, signing, employed): the approval is history only. */
const AFTER_APPROVAL: readonly QuestionnaireState[] = ['sendedTo1S', 'waitingSigningDocuments', 'employed'];

function detailOf(doc: ApprovalDoc | null, status: ApprovalStatusKind, state: QuestionnaireState): string {
  const request = doc?.request ?? null;
  switch (status) {
    case 'approved':
      return AFTER_APPROVAL.includes(state)
        ? 'Директор согласовал трудоустройство'
        : 'Директор согласовал трудоустройство: можно трудоустраивать';
    case 'stale': {
      const again =
        doc?.pending && request?.director ? `, или ${request.director.name} согласует заново` : '';
      return `Данные кандидата изменились после согласования: запросите код повторно${again}`;
    }
    case 'pending':
      return request
        ? `Код отправлен ${request.director ? `${request.director.name}, ` : ''}${request.phoneMasked}`
        : 'Запрос отправлен директору';
    case 'none':
      return AFTER_APPROVAL.includes(state) ? 'Согласование не запрашивалось' : '';
  }
}

/** The approval block's story: one status with one sentence, and the history below it. */
export function approvalStory(doc: ApprovalDoc | null, state: QuestionnaireState): ApprovalStory {
  const status = approvalStatus(doc);
  const history: ApprovalHistoryItem[] = [];
  const request = doc?.request ?? null;
  if (request) {
    const to = `${request.director ? `${request.director.name}, ` : ''}${request.phoneMasked}`;
    const manual = request.manual ? ' (номер введён вручную)' : '';
    history.push({
      at: request.at,
      kind: 'request',
      text: `${formatMoscow(request.at)}: код отправлен (${to}${manual}); запросил(а) ${actorText(request.by)}`,
    });
  }
  const approval = doc?.approval ?? null;
  if (approval) {
    const director = approval.director ? ` (директор: ${approval.director.name})` : '';
    const manual = approval.manual ? ' (номер директора введён вручную)' : '';
    const stale = approval.stale ? ' — устарело: данные кандидата изменились' : '';
    history.push({
      at: approval.at,
      kind: 'approval',
      stale: approval.stale,
      text: `${formatMoscow(approval.at)}: ${METHOD_TEXT[approval.method]}${director}${manual}; ${actorText(approval.by)}${stale}`,
    });
  }
  history.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { status, title: STATUS_TITLES[status], detail: detailOf(doc, status, state), history };
}
