import { object } from 'superstruct';
import type { EventOf } from '../core/typed';
import { formatMoscowMinute } from '../core/moscow-time';
import { STATE_TITLES, type QuestionnaireState } from './states';

/**
 * 'Отправить ссылку кандидату' (issue 31): staff send the candidate the link to their profile, by
 * SMS and e-mail, as the notification moment 'profileRequested' (server/features/notifications/moments.ts).
 * A walk-in, or a candidate who lost the first message, gets the link without staff copying it.
 *
 * The event lives on the questionnaire's stream (the card's history shows it) and carries nothing:
 * the link is derived from the questionnaire's number (server/features/questionnaire/own-link.ts),
 * never stored, and the recipients are the candidate's contacts when the outbox composes the message.
 * Not part of QuestionnaireEvents: the card's read model does not change when a link is sent.
 */
export const ProfileLinkEvents = {
  ProfileLinkSent: object({}),
};
export type ProfileLinkEvent = EventOf<typeof ProfileLinkEvents>;

/** A second send within this many minutes of the last one is refused (the candidate has it already). */
export const PROFILE_LINK_RESEND_MINUTES = 10;

export const PROFILE_LINK_MESSAGES = {
  sent: 'Ссылка отправлена кандидату',
  failed: 'Не удалось отправить ссылку',
  /** The candidate's personal data was erased: no phone or e-mail is left to send to. */
  erased: 'Персональные данные кандидата удалены: ссылку отправить некуда',
  /** Where the card's menu is hidden (events/questionnaire/rules.ts): the profile is not asked for. */
  notAllowed: (state: QuestionnaireState) =>
    `Отправить ссылку нельзя: анкета в состоянии «${STATE_TITLES[state]}»`,
  /** 'Ссылка уже отправлена в 14:05 МСК. Повторно можно через 10 минут после отправки (с 14:15 МСК).' */
  tooSoon: (sentAt: string) => {
    const time = (ms: number) => formatMoscowMinute(ms).slice(11);
    const at = Date.parse(sentAt);
    return (
      `Ссылка уже отправлена в ${time(at)} МСК. Повторно можно через ${PROFILE_LINK_RESEND_MINUTES} минут ` +
      `после отправки (с ${time(at + PROFILE_LINK_RESEND_MINUTES * 60_000)} МСК).`
    );
  },
} as const;
