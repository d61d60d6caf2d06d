import type { DkmoEvents } from '../../dkmo/events';
import { RENEWAL_REASONS } from '../../dkmo/events';
import type { HireEvents } from '../../employment/events';
import type { SigningEvents } from '../../signing/events';
import { shortName } from '../actor';
import { dayText, moscowText, plural, quoted } from '../display';
import { ONE_S_FAILURE_TITLES, ONE_S_POSTING_TITLES, titleIn } from '../titles';
import type { TextsOf } from './types';

/** The hire in 1C, the signing of its documents, and the store's DKMO. */

const documents = (n: number) => plural(n, 'документ', 'документа', 'документов');

export const hireTexts: TextsOf<typeof HireEvents> = {
  HireRequested: (d, { v }) => {
    const term =
      d.form.isTermContract === '1' && d.form.contractExpirationDate
        ? `, срочный договор до ${d.form.contractExpirationDate}`
        : '';
    return `${v('отправил', 'отправила')} анкету в 1С на трудоустройство: ${quoted(d.positionTitle)}, дата трудоустройства ${d.form.registrationDate}${term}`;
  },
  HireDeliveryFailed: (d, { v }) => {
    const retry = d.retryAt ? `, повтор в ${moscowText(d.retryAt)}` : '';
    return `${v('не смог', 'не смогла')} отправить данные в 1С (попытка ${d.attempt}): ${ONE_S_FAILURE_TITLES[d.kind]}${retry}`;
  },
  HireDelivered: (d, { v }) =>
    `${v('отправил', 'отправила')} данные в 1С: документ приёма № ${d.document.number}, ${ONE_S_POSTING_TITLES[d.document.posted].toLowerCase()}`,
  HireDocumentsReady: (d, { v }) =>
    `${v('получил', 'получила')} из 1С документы для подписания: ${documents(d.documents.length)}`,
  HireRolledBack: (d, { v }) =>
    `${v('откатил', 'откатила')} анкету: документ в 1С — ${ONE_S_POSTING_TITLES[d.oneS].toLowerCase()}`,
  HireDocumentsRegenerated: (d, { v }) =>
    `${v('сформировал', 'сформировала')} документы повторно: ${documents(d.documents.length)}`,
  HireDriftDetected: (d, { v }) => {
    const what =
      d.kind === 'changed'
        ? `документ изменён в 1С (${plural(d.changes.length, 'поле', 'поля', 'полей')})`
        : `документ в 1С ${ONE_S_POSTING_TITLES[d.kind].toLowerCase()}`;
    return `${v('обнаружил', 'обнаружила')} расхождение с 1С: ${what}`;
  },
  HireDriftResolved: (d, { v }) =>
    d.decision === 'resend'
      ? `${v('решил', 'решила')} расхождение с 1С: данные будут отправлены заново`
      : `${v('решил', 'решила')} расхождение с 1С: принята версия 1С`,
  HireCheckStarted: (_d, { v }) => `${v('начал', 'начала')} проверку статуса документов в 1С`,
  HireCheckStep: (d, { v }) =>
    `${v('продолжил', 'продолжила')} проверку документов в 1С: ${quoted(d.stepTitle) || d.step}`,
  HireCheckFinished: (d, { v }) =>
    d.outcome === 'ok'
      ? `${v('завершил', 'завершила')} проверку документов в 1С: успешно`
      : `${v('завершил', 'завершила')} проверку документов в 1С с ошибкой`,
};

export const signingTexts: TextsOf<typeof SigningEvents> = {
  DocumentsSigned: (d, { v }) =>
    `${v('отправил', 'отправила')} подписи кандидата и директора (документов: ${d.documents.length}${d.demo ? ', демо-данные' : ''})`,
};

const member = (e: { fio: string; position: string }) =>
  `${shortName(e.fio)}${e.position.trim() ? ` (${e.position.trim()})` : ''}`;

const agreement = (n: number) => `ДКМО № ${n}`;

export const dkmoTexts: TextsOf<typeof DkmoEvents> = {
  DkmoConcluded: (d, { v }) => {
    const reasons = (d.renewalOf ?? []).map((r) => titleIn(RENEWAL_REASONS, r).toLowerCase());
    const verb = reasons.length ? v('перезаключил', 'перезаключила') : v('заключил', 'заключила');
    const why = reasons.length ? `; причина: ${reasons.join('; ')}` : '';
    const team = plural(d.team.length, 'сотрудник', 'сотрудника', 'сотрудников');
    return `${verb} ${d.numberDkmo.trim() ? `ДКМО № ${d.numberDkmo.trim()}` : agreement(d.agreement)} от ${dayText(d.concludedOn)}: руководитель ${member(d.leader)}, в коллективе ${team}${why}`;
  },
  DkmoDirectorSigned: (d, { v }) =>
    `${v('подписал', 'подписала')} ${agreement(d.agreement)} как руководитель коллектива: ${member(d.employee)}`,
  DkmoMemberJoined: (d, { v }) =>
    `${v('добавил', 'добавила')} в коллектив ${agreement(d.agreement)} сотрудника ${member(d.employee)} с ${dayText(d.joinedOn)}`,
  DkmoMemberSigned: (d, { v }) =>
    `${v('отправил', 'отправила')} подпись сотрудника ${member(d.employee)} под ${agreement(d.agreement)}`,
  DkmoMemberLeft: (d, { v }) =>
    `${v('отметил', 'отметила')} выбытие сотрудника ${member(d.employee)} из коллектива ${agreement(d.agreement)} с ${dayText(d.leftOn)}`,
};
