import type { MeetingEvents } from '../../meetings/events';
import type { QuestionnaireLightEvents } from '../../questionnaire-light/events';
import { joined, moscowText, plural, quoted } from '../display';
import { LIGHT_STATUS_TITLES } from '../titles';
import type { TextsOf } from './types';
import { storeText } from './where';

/** The candidate's light questionnaire (the QR form), their phone, and interview invitations. */

const statusChange = (from: 'new' | 'accepted' | 'rejected', to: 'new' | 'accepted' | 'rejected') =>
  `${LIGHT_STATUS_TITLES[from]} → ${LIGHT_STATUS_TITLES[to]}`;

export const lightTexts: TextsOf<typeof QuestionnaireLightEvents> = {
  PhoneCodeSent: (_d, { v }) => `${v('запросил', 'запросила')} код подтверждения телефона`,
  PhoneCodeRejected: (_d, { v }) => `${v('ввёл', 'ввела')} неверный код подтверждения телефона`,
  PhoneConfirmed: (_d, { v }) => `${v('подтвердил', 'подтвердила')} телефон`,
  QuestionnaireLightSubmitted: (d, { v }) => {
    const city = d.vacancy.store.cityName && `г. ${d.vacancy.store.cityName}`;
    const where = joined(storeText(d.vacancy.IStoreId, d.vacancy.store.name), city);
    return `${v('отправил', 'отправила')} анкету на вакансию ${quoted(d.vacancy.position.title)}: ${where}`;
  },
  QuestionnaireLightEdited: (_d, { v }) => `${v('изменил', 'изменила')} данные анкеты`,
  QuestionnaireLightEmailConfirmed: (_d, { v }) =>
    `${v('подтвердил', 'подтвердила')} адрес электронной почты`,
  QuestionnaireLightAccepted: (_d, { v }) =>
    `${v('передал', 'передала')} анкету в магазин: ${statusChange('new', 'accepted')}`,
  QuestionnaireLightDeclined: (_d, { v }) =>
    `${v('отказал', 'отказала')} кандидату: ${statusChange('new', 'rejected')}`,
  QuestionnaireLightRestored: (_d, { v }) =>
    `${v('восстановил', 'восстановила')} анкету: ${statusChange('rejected', 'new')}`,
};

const minutes = (n: number) => plural(n, 'минута', 'минуты', 'минут');

export const meetingTexts: TextsOf<typeof MeetingEvents> = {
  InterviewScheduled: (d, { v }) =>
    `${v('пригласил', 'пригласила')} кандидата на собеседование ${moscowText(d.startsAt)} (${minutes(d.durationMinutes)}): ${joined(quoted(d.positionTitle), storeText(d.IStoreId, d.storeName))}`,
  InterviewRescheduled: (d, { v }) => {
    const length = d.durationMinutes === undefined ? '' : ` (${minutes(d.durationMinutes)})`;
    return `${v('перенёс', 'перенесла')} собеседование на ${moscowText(d.startsAt)}${length}`;
  },
  InterviewCancelled: (_d, { v }) => `${v('отменил', 'отменила')} собеседование`,
};
