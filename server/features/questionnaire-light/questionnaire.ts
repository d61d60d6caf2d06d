import {
  EMPLOYABLE_CITIZENSHIP,
  LIGHT_MESSAGES,
  QUESTIONNAIRE_LIGHT_KIND,
  type ActionBy,
  type LightQuestionnaireInfo,
  type QuestionnaireLightEvent,
  type QuestionnaireLightStatus,
  type QuestionnaireVacancySnapshot,
} from '#events/questionnaire-light/events';
import { roleTitle } from '#events/core/roles';
import type { VacancyService } from '#events/vacancies/events';
import { formatMoscow } from '#events/core/moscow-time';
import type { Decider, EvolveEvent } from '../../core/decider';
import { ConcurrencyError, NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import {
  isReviewConflictType,
  reviewConflictsWith,
  type ReviewCommand,
  type ReviewConflictType,
} from '#events/questionnaire-light/conflicts';
import { QuestionnaireTransitionRefused } from './errors';

/** One change a review depends on: who made it, when, at which revision. */
interface Stamp {
  revision: number;
  at: string;
  by: ActionBy;
}

export interface QuestionnaireLightState {
  exists: boolean;
  status: QuestionnaireLightStatus;
  info: LightQuestionnaireInfo | null;
  emailConfirmed: boolean;
  vacancy: QuestionnaireVacancySnapshot | null;
  /** Who last changed the status, and when (accept, decline or restore). */
  lastAction: { at: string; by: ActionBy } | null;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  /** The last change of each kind a review depends on (events/questionnaire-light/conflicts.ts). */
  changes: Partial<Record<ReviewConflictType, Stamp>>;
}

/**
 * `seenRevision`: the revision the reviewer's screen showed; a change the review depends on after it
 * refuses the review (409 naming who). Optional only because the spec's API lists questionnaireId
 * and comment alone (part 1, section 7); the console always sends it.
 */
type Seen = { seenRevision?: number };

export type QuestionnaireLightCommand =
  | {
      type: 'SubmitQuestionnaireLight';
      id: string;
      /** The secret of the candidate's edit link, made outside (deciders take no randomness). */
      editToken?: string;
      vacancy_id: string;
      info: LightQuestionnaireInfo;
      vacancy: QuestionnaireVacancySnapshot;
      /** Where the candidate came from (`?source=` of the public page), if it named a known one. */
      source?: VacancyService;
    }
  | { type: 'EditQuestionnaireLight'; info: LightQuestionnaireInfo }
  | { type: 'ConfirmQuestionnaireEmail'; email: string }
  | ({ type: 'AcceptQuestionnaireLight'; comment?: string } & Seen)
  | ({ type: 'DeclineQuestionnaireLight'; comment: string } & Seen)
  | ({ type: 'RestoreQuestionnaireLight' } & Seen);

export const QUESTIONNAIRE_MESSAGES = {
  notFound: 'Анкета не найдена',
  exists: 'Анкета с таким номером уже существует',
  reasonRequired: 'Укажите причину отказа',
  notEditable: 'Анкета уже рассмотрена, изменить её нельзя',
  staleEmailLink: 'Ссылка устарела: в анкете указан другой адрес электронной почты',
} as const;

const STATUS_TITLES: Record<QuestionnaireLightStatus, string> = {
  new: 'Новые',
  accepted: 'Согласованные',
  rejected: 'Отказано',
};

/** What each review action does: the status it needs, the status it leads to, its event, and its words. */
const TRANSITIONS = {
  AcceptQuestionnaireLight: {
    from: 'new',
    to: 'accepted',
    event: 'QuestionnaireLightAccepted',
    done: 'передал(а) в магазин',
  },
  DeclineQuestionnaireLight: {
    from: 'new',
    to: 'rejected',
    event: 'QuestionnaireLightDeclined',
    done: 'отклонил(а)',
  },
  RestoreQuestionnaireLight: {
    from: 'rejected',
    to: 'new',
    event: 'QuestionnaireLightRestored',
    done: 'восстановил(а)',
  },
} as const;

const initialState = (): QuestionnaireLightState => ({
  exists: false,
  status: 'new',
  info: null,
  emailConfirmed: false,
  vacancy: null,
  lastAction: null,
  revision: -1,
  changes: {},
});

/** A light questionnaire: submitted by a candidate (new), then accepted, declined or restored by staff. */
/** The events of a light questionnaire's stream. */
export type LightQuestionnaireEvent = Exclude<
  QuestionnaireLightEvent,
  { type: 'PhoneCodeSent' | 'PhoneCodeRejected' | 'PhoneConfirmed' }
>;

export const questionnaireLightDecider: Decider<
  QuestionnaireLightState,
  QuestionnaireLightCommand,
  LightQuestionnaireEvent
> = {
  kind: QUESTIONNAIRE_LIGHT_KIND,
  initialState,
  evolve(state, event) {
    const revision = event.revision ?? state.revision + 1;
    const next = { ...evolveFacts(state, event), revision };
    if (!isReviewConflictType(event.type)) return next;
    const by = {
      userId: event.meta?.actor.userId ?? '',
      name: event.meta?.actor.name ?? '',
      role: event.meta?.actor.role ?? '',
    };
    const stamp: Stamp = { revision, at: event.meta?.occurredAt ?? '', by };
    return { ...next, changes: { ...state.changes, [event.type]: stamp } };
  },
  decide(command, state) {
    if (command.type === 'SubmitQuestionnaireLight') {
      if (state.exists) throw new RuleViolation(QUESTIONNAIRE_MESSAGES.exists);
      const { type: _t, ...data } = command;
      return [{ type: 'QuestionnaireLightSubmitted', data: { ...data, info: employable(command.info) } }];
    }
    if (!state.exists || !state.info) throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
    switch (command.type) {
      case 'EditQuestionnaireLight':
        if (state.status !== 'new') throw new RuleViolation(QUESTIONNAIRE_MESSAGES.notEditable);
        if (JSON.stringify(employable(command.info)) === JSON.stringify(state.info)) return [];
        return [{ type: 'QuestionnaireLightEdited', data: { info: employable(command.info) } }];
      case 'ConfirmQuestionnaireEmail':
        if (command.email !== state.info.email)
          throw new ValidationError(QUESTIONNAIRE_MESSAGES.staleEmailLink);
        return state.emailConfirmed ? [] : [{ type: 'QuestionnaireLightEmailConfirmed', data: {} }];
      case 'DeclineQuestionnaireLight':
        if (!command.comment.trim())
          throw new ValidationError(QUESTIONNAIRE_MESSAGES.reasonRequired, 'comment');
        assertNotStale(command.type, state, command.seenRevision);
        assertTransition(command.type, state);
        return [{ type: 'QuestionnaireLightDeclined', data: { comment: command.comment.trim() } }];
      case 'AcceptQuestionnaireLight':
        assertNotStale(command.type, state, command.seenRevision);
        assertTransition(command.type, state);
        return [{ type: 'QuestionnaireLightAccepted', data: { comment: command.comment?.trim() ?? '' } }];
      case 'RestoreQuestionnaireLight':
        assertNotStale(command.type, state, command.seenRevision);
        assertTransition(command.type, state);
        return [{ type: 'QuestionnaireLightRestored', data: {} }];
    }
  },
};

/** The questionnaire's facts after one event (revision and conflict marks aside). */
function evolveFacts(
  state: QuestionnaireLightState,
  event: EvolveEvent<LightQuestionnaireEvent>,
): QuestionnaireLightState {
  const action = () => ({
    at: event.meta?.occurredAt ?? '',
    by: {
      userId: event.meta?.actor.userId ?? '',
      name: event.meta?.actor.name ?? '',
      role: event.meta?.actor.role ?? '',
    },
  });
  switch (event.type) {
    case 'QuestionnaireLightSubmitted':
      return {
        ...state,
        exists: true,
        status: 'new',
        info: event.data.info,
        vacancy: event.data.vacancy,
      };
    case 'QuestionnaireLightEdited': {
      const info = event.data.info;
      const emailConfirmed = state.emailConfirmed && info.email === state.info?.email;
      return { ...state, info, emailConfirmed };
    }
    case 'QuestionnaireLightEmailConfirmed':
      return { ...state, emailConfirmed: true };
    case 'QuestionnaireLightAccepted':
      return { ...state, status: 'accepted', lastAction: action() };
    case 'QuestionnaireLightDeclined':
      return { ...state, status: 'rejected', lastAction: action() };
    case 'QuestionnaireLightRestored':
      return { ...state, status: 'new', lastAction: action() };
  }
}

/** The info as events keep it: only Russian citizens may apply (the event schema says so too). */
function employable(info: LightQuestionnaireInfo) {
  if (info.citizen !== EMPLOYABLE_CITIZENSHIP)
    throw new ValidationError(LIGHT_MESSAGES.citizenOnlyRussia, 'info.citizen');
  return { ...info, citizen: EMPLOYABLE_CITIZENSHIP };
}

/** Throws (409, naming who acted) unless the questionnaire is in the state the action needs. */
function assertTransition(name: keyof typeof TRANSITIONS, state: QuestionnaireLightState): void {
  const t = TRANSITIONS[name];
  if (state.status === t.from) return;
  const by = state.lastAction?.by ?? null;
  const at = state.lastAction?.at ?? null;
  const done = Object.values(TRANSITIONS).find((x) => x.to === state.status)?.done;
  const actedBy =
    by && at && done ? `${done} ${by.name || by.userId} (${roleTitle(by.role)}) ${formatMoscow(at)}` : null;
  if (state.status === t.to) {
    const message = actedBy ? `Анкету уже ${actedBy}` : `Анкета уже в статусе «${STATUS_TITLES[t.to]}»`;
    throw new QuestionnaireTransitionRefused(message, 'didnotchanged', by, at);
  }
  const status = `Действие недоступно: анкета в статусе «${STATUS_TITLES[state.status]}»`;
  throw new QuestionnaireTransitionRefused(actedBy ? `${status} (${actedBy})` : status, 'decline', by, at);
}

/** Past-tense words of each change, for 'Анкету уже … изменил(а) …'. */
const DONE: Record<ReviewConflictType, string> = {
  QuestionnaireLightAccepted: TRANSITIONS.AcceptQuestionnaireLight.done,
  QuestionnaireLightDeclined: TRANSITIONS.DeclineQuestionnaireLight.done,
  QuestionnaireLightRestored: TRANSITIONS.RestoreQuestionnaireLight.done,
  QuestionnaireLightEdited: 'изменил(а)',
};

/**
 * A claimed revision the questionnaire never had is refused (400 naming 'версия'); a change the
 * review depends on after the screen's revision is a 409 naming who made it (the newest such).
 */
function assertNotStale(command: ReviewCommand, state: QuestionnaireLightState, seen?: number): void {
  if (seen === undefined) return;
  if (seen > state.revision)
    throw new ValidationError(
      `Поле «версия»: у анкеты нет версии ${seen} (последняя — ${state.revision}). Обновите страницу и повторите.`,
      'revision',
    );
  let newest: [ReviewConflictType, Stamp] | null = null;
  for (const [type, stamp] of Object.entries(state.changes) as [ReviewConflictType, Stamp][]) {
    if (stamp.revision <= seen || !reviewConflictsWith(command, type)) continue;
    if (!newest || stamp.revision > newest[1].revision) newest = [type, stamp];
  }
  if (!newest) return;
  const [type, { by, at, revision }] = newest;
  const who = `${by.name || by.userId} (${roleTitle(by.role)})`;
  throw new ConcurrencyError(`Анкету уже ${DONE[type]} ${who} ${formatMoscow(at)}`, by, at, revision);
}
