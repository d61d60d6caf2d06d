import { errorMessage, fieldOf, stringField } from '#events/core/json';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { collectionIn } from '#projections/core/typed-read';
import { scrubPersonal } from '../../core/log-safe';
import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { questionnaireLightDecider } from './questionnaire';
import { log } from '../../core/logger';

export const EMAIL_CONFIRMED_MESSAGE = 'Спасибо за подтверждение вашей электронной почты.';
export const EMAIL_LINK_INVALID = 'Ссылка для подтверждения недействительна или устарела';
const TOKEN_TYPE = 'email_confirm';
const TTL_SECONDS = 14 * 24 * 3600;

/**
 * The link's token names the questionnaire and a hash of the address (request paths are logged, so
 * the address itself never appears in the link). Signed with the JWT secret, valid 14 days.
 */
export function emailConfirmToken(s: Services, questionnaireId: string, email: string): string {
  return jwt.sign({ type: TOKEN_TYPE, q: questionnaireId, e: emailHash(email) }, s.config.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: TTL_SECONDS,
  });
}

const emailHash = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

export async function sendEmailConfirmation(
  s: Services,
  questionnaireId: string,
  email: string,
  editToken?: string,
): Promise<void> {
  const link = `${s.config.publicUrl}/confirm/email/${emailConfirmToken(s, questionnaireId, email)}`;
  const editLink = editToken ? candidateEditLink(s.config.publicUrl, questionnaireId, editToken) : null;
  const text = [
    'Здравствуйте!',
    '',
    'Спасибо за интерес к нашей вакансии. Чтобы подтвердить адрес электронной почты, перейдите по ссылке:',
    link,
    '',
    ...(editLink ? ['Изменить анкету можно по ссылке (потребуется код из СМС):', editLink, ''] : []),
    'Если вы не заполняли анкету, просто проигнорируйте это письмо.',
  ].join('\n');
  try {
    await s.mail.send({
      to: email,
      subject: 'Подтверждение электронной почты',
      text,
      purpose: 'e-mail confirmation',
    });
  } catch (err) {
    // The questionnaire is saved either way; the candidate may still be reached by phone.
    log.error(
      `E-mail confirmation not sent for questionnaire ${questionnaireId}: ${scrubPersonal(errorMessage(err))}`,
    );
  }
}

/** Confirms the address the link was sent to, if the questionnaire still has it. Idempotent. */
export async function confirmEmail(
  s: Services,
  token: string,
  ctx: CommandContext,
): Promise<{ message: string }> {
  let claims: { q: string; e: string };
  try {
    const payload = jwt.verify(token, s.config.jwtSecret, { algorithms: ['HS256'] });
    const q = stringField(payload, 'q');
    const e = stringField(payload, 'e');
    if (fieldOf(payload, 'type') !== TOKEN_TYPE || !q || !e) throw new Error('wrong token type');
    claims = { q, e };
  } catch {
    throw new ValidationError(EMAIL_LINK_INVALID);
  }
  const doc = await collectionIn(s.read, QUESTIONNAIRES_LIGHT).get(claims.q);
  const email = doc?.info.email;
  if (!email) throw new ValidationError(EMAIL_LINK_INVALID);
  if (emailHash(email) !== claims.e) throw new ValidationError(EMAIL_LINK_INVALID);
  await handleCommand(
    s.bus,
    questionnaireLightDecider,
    claims.q,
    { type: 'ConfirmQuestionnaireEmail', email },
    ctx,
  );
  return { message: EMAIL_CONFIRMED_MESSAGE };
}

/** The candidate's edit link: the spec's numeric id plus the secret that makes it unguessable. */
export function candidateEditLink(publicUrl: string, questionnaireId: string, editToken: string): string {
  return `${publicUrl}/protected/feedback/edit/${questionnaireId}/al?t=${editToken}`;
}
