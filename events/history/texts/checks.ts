import type { ApprovalEvents } from '../../approval/events';
import type { ChecksEvents } from '../../checks/events';
import { shortName } from '../actor';
import { quoted } from '../display';
import {
  CHECK_FAILURE_TITLES,
  CHECK_SOURCE_TITLES,
  CHECK_TITLES,
  FSSP_STATUS_TITLES,
  SELF_EMPLOYMENT_TITLES,
  titleIn,
} from '../titles';
import type { TextsOf } from './types';
import { storeText } from './where';

/**
 * The candidate's checks and the director's approval. A check's findings (a criminal record, a
 * blacklist reason, debts) are about the candidate: a sentence says only passed or not.
 */

const check = (kind: keyof typeof CHECK_TITLES) => `проверки ${quoted(CHECK_TITLES[kind])}`;
const source = (name: string) => {
  const title = titleIn(CHECK_SOURCE_TITLES, name);
  return title ? ` (источник: ${title})` : '';
};

export const checkTexts: TextsOf<typeof ChecksEvents> = {
  CheckRequested: (d, { v }) =>
    `${v('запросил', 'запросила')} проверку ${quoted(CHECK_TITLES[d.check])}${source(d.source)}`,
  CheckReplyReceived: (d, { v }) => {
    const status = d.fsspStatus ? `: ${FSSP_STATUS_TITLES[d.fsspStatus]}` : '';
    return `${v('получил', 'получила')} промежуточный ответ ${check(d.check)}${source(d.source)}${status}`;
  },
  CheckCompleted: (d, { v }) => {
    const self = d.result.selfEmployment
      ? ` (${SELF_EMPLOYMENT_TITLES[d.result.selfEmployment.status]})`
      : '';
    const outcome = d.passed ? 'пройдена' : 'не пройдена';
    return `${v('получил', 'получила')} результат ${check(d.check)}${source(d.source)}: ${outcome}${self}`;
  },
  CheckFailed: (d, { v }) =>
    `${v('не получил', 'не получила')} результат ${check(d.check)}${source(d.source)}: ${CHECK_FAILURE_TITLES[d.reason]}`,
  CandidateCheckSkipped: (d, { v }) => {
    const which = d.checks.map((kind) => quoted(CHECK_TITLES[kind])).join(', ');
    return `${v('пропустил', 'пропустила')} ${d.checks.length === 1 ? 'проверку' : 'проверки'} ${which}`.trim();
  },
};

export const approvalTexts: TextsOf<typeof ApprovalEvents> = {
  ApprovalCodeSent: (d, { v }) => {
    const whom = d.manual
      ? `на номер, введённый вручную (${d.phoneMasked})`
      : `директору${d.director ? ` ${shortName(d.director.name)}` : ''} (${d.phoneMasked})`;
    const what = quoted(d.candidate.positionTitle);
    const where = storeText(d.candidate.IStoreId, d.candidate.storeName);
    return `${v('запросил', 'запросила')} согласование найма${what ? ` на должность ${what}` : ''}, ${where}: код отправлен ${whom}`;
  },
  ApprovalCodeRejected: (_d, { v }) => `${v('ввёл', 'ввела')} неверный код согласования`,
  ApprovalConfirmed: (d, { v, actor }) => {
    const other = d.director && d.director.userId !== actor.userId;
    const director = other ? ` (директор ${shortName(d.director!.name)})` : '';
    return d.method === 'code'
      ? `${v('подтвердил', 'подтвердила')} трудоустройство кодом из СМС${director}`
      : `${v('согласовал', 'согласовала')} трудоустройство в консоли${director}`;
  },
};
