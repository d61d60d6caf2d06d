import type { QuestionnaireEvents } from '../../questionnaire/events';
import type { ProfileLinkEvents } from '../../questionnaire/profile-link';
import { PROFILE_SECTION_TITLES, type ProfileSection } from '../../questionnaire/profile/events';
import type { QuestionnaireAction } from '../../questionnaire/states';
import { joined, quoted } from '../display';
import { FILE_KIND_TITLES, STATE_TITLES } from '../titles';
import type { SentenceContext, TextsOf } from './types';
import { storeText } from './where';

/** The employment questionnaire: its opening, edits, every move of its state machine, its profile. */

type V = SentenceContext['v'];

/** What each action of the transition table is, as the verb of a sentence. */
const ACTION_TEXTS: Record<QuestionnaireAction, (v: V) => string> = {
  accept: (v) => `${v('принял', 'приняла')} анкету в работу`,
  inviteToInterview: (v) => `${v('пригласил', 'пригласила')} кандидата на собеседование`,
  passExternalChecks: (v) => `${v('отметил', 'отметила')} прохождение внешних проверок`,
  resolveChecks: (v) => `${v('завершил', 'завершила')} проверки с замечаниями`,
  validateChecks: (v) => `${v('отметил', 'отметила')} прохождение всех проверок`,
  sendTo1S: (v) => `${v('отправил', 'отправила')} анкету в 1С`,
  documentsReady: (v) => `${v('получил', 'получила')} документы из 1С`,
  rollback: (v) => `${v('откатил', 'откатила')} анкету`,
  sign: (v) => `${v('отметил', 'отметила')} подписание документов`,
  reject: (v) => `${v('отказал', 'отказала')} кандидату`,
  rejectByCheck: (v) => `${v('отказал', 'отказала')} кандидату по результатам проверки`,
  reestablish: (v) => `${v('восстановил', 'восстановила')} анкету`,
};

/** The info fields an edit names (never their values). */
export const INFO_FIELD_TEXTS: Record<string, string> = {
  lastname: 'фамилия',
  firstname: 'имя',
  secondname: 'отчество',
  woPatronymic: 'нет отчества',
  sex: 'пол',
  dateBirth: 'дата рождения',
  phone: 'телефон',
  email: 'электронная почта',
  lastJobs: 'места работы',
};

const section = (name: ProfileSection, v: V) =>
  `${v('сохранил', 'сохранила')} раздел анкеты ${quoted(PROFILE_SECTION_TITLES[name])}`;

export const questionnaireTexts: TextsOf<typeof QuestionnaireEvents> = {
  QuestionnaireOpened: (d, { v }) => {
    const kind = d.contractorType === 'Entrepreneur' ? 'анкету самозанятого' : 'анкету трудоустройства';
    const verb = d.source === 'light' ? v('перевёл', 'перевела') : v('создал', 'создала');
    const from = d.source === 'light' ? ' из анкеты QR' : '';
    const where = joined(
      quoted(d.vacancy.positionTitle),
      storeText(d.vacancy.IStoreId, d.vacancy.storeName),
      d.vacancy.cityName && `г. ${d.vacancy.cityName}`,
    );
    return `${verb} ${kind}${from}: ${where}`;
  },
  QuestionnaireInfoEdited: (d, { v }) => {
    const fields = Object.keys(d.changes).map((f) => INFO_FIELD_TEXTS[f] ?? f);
    return `${v('изменил', 'изменила')} данные кандидата${fields.length ? `: ${fields.join(', ')}` : ''}`;
  },
  QuestionnaireStateChanged: (d, { v }) =>
    `${ACTION_TEXTS[d.action](v)}: ${STATE_TITLES[d.from]} → ${STATE_TITLES[d.to]}`,
  QuestionnaireCommented: (_d, { v }) => `${v('оставил', 'оставила')} комментарий`,
  QuestionnaireFileAttached: (d, { v }) =>
    `${v('приложил', 'приложила')} скан: ${quoted(FILE_KIND_TITLES[d.kind])}`,
  QuestionnaireFileRemoved: (_d, { v }) => `${v('удалил', 'удалила')} скан`,
  ProfilePersonalSaved: (_d, { v }) => section('personal', v),
  ProfilePassportSaved: (_d, { v }) => section('passport', v),
  ProfileAddressesSaved: (_d, { v }) => section('addresses', v),
  ProfileMilitarySaved: (_d, { v }) => section('military', v),
  ProfileMartialSaved: (_d, { v }) => section('martial', v),
  ProfileEducationSaved: (_d, { v }) => section('education', v),
  ProfileSubmitted: (_d, { v }) => `${v('отправил', 'отправила')} заполненную анкету`,
};

/** Staff's 'Отправить ссылку кандидату' (the messages themselves are the notifications' events). */
export const profileLinkTexts: TextsOf<typeof ProfileLinkEvents> = {
  ProfileLinkSent: (_d, { v }) => `${v('отправил', 'отправила')} кандидату ссылку на анкету`,
};
