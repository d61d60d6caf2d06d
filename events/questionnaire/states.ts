/**
 * The employment questionnaire's states and its transition table (spec part 2, section 4). The
 * decider refuses any action the table does not allow from the current state, and the console
 * enables a button only when the same table (through rules.ts) allows it: one source of truth.
 * docs/questionnaire-states.md renders this table for people.
 */
export const QUESTIONNAIRE_STATES = [
  'new',
  'accepted',
  'waitingInterview',
  'resolved',
  'resolvedValid',
  'externalCheckPassed',
  'acceptedByALManager',
  'waitingSigningDocuments',
  'sendedTo1S',
  'employed',
  'rejected',
  'rejectedAuth',
] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

/** Status badge captions (Russian, as staff read them). */
export const STATE_TITLES: Record<QuestionnaireState, string> = {
  new: 'Новая',
  accepted: 'Принята в работу',
  waitingInterview: 'Ожидает собеседования',
  resolved: 'Проверки завершены',
  resolvedValid: 'Проверки пройдены',
  externalCheckPassed: 'Внешние проверки пройдены',
  acceptedByALManager: 'Согласование получено',
  waitingSigningDocuments: 'Ожидает подписания',
  sendedTo1S: 'Проверка документов в 1С',
  employed: 'Трудоустроен',
  rejected: 'Отказ',
  rejectedAuth: 'Отказ по проверке',
};

/**
 * The list tabs (spec part 2, sections 2 and 4): `new` covers new, acceptedByALManager and
 * externalCheckPassed; `worked` ('Трудоустроенные') everything taken into work up to employed;
 * `rejected` the refusals. `accepted` is the spec's second variant of the same tab (types new,
 * accepted, rejected: 'Согласованные анкеты на вакансии'), so its address works too.
 */
export const LIST_TYPES = ['new', 'worked', 'rejected', 'accepted'] as const;
export type ListType = (typeof LIST_TYPES)[number];
/** The self-employed lists' tabs (/protected/selfemployed/{type}). */
export const SELF_EMPLOYED_LIST_TYPES = ['new', 'verified', 'rejected'] as const;
export type SelfEmployedListType = (typeof SELF_EMPLOYED_LIST_TYPES)[number];

const NEW_STATES: QuestionnaireState[] = ['new', 'acceptedByALManager', 'externalCheckPassed'];
const REJECTED_STATES: QuestionnaireState[] = ['rejected', 'rejectedAuth'];
/** Every other state is being worked on or done: each questionnaire shows in exactly one tab. */
const WORKED_STATES = QUESTIONNAIRE_STATES.filter(
  (s) => !NEW_STATES.includes(s) && !REJECTED_STATES.includes(s),
);

export function statesOfListType(type: ListType | SelfEmployedListType): QuestionnaireState[] {
  if (type === 'new') return NEW_STATES;
  if (type === 'rejected') return REJECTED_STATES;
  return WORKED_STATES;
}

export function listTypeOf(state: QuestionnaireState): ListType {
  if (NEW_STATES.includes(state)) return 'new';
  if (REJECTED_STATES.includes(state)) return 'rejected';
  return 'worked';
}

/** The menu's captions of the employment tabs (spec part 2, section 2). */
export const LIST_TAB_CAPTIONS: Record<'new' | 'worked' | 'rejected', string> = {
  new: 'Новые',
  worked: 'Трудоустроенные',
  rejected: 'Отказ',
};

/**
 * What a tab holds, in words, and where the rest is: 'Трудоустроенные' holds candidates in work as
 * well as the employed, so the tab says so instead of letting its caption mislead.
 */
export function listTabText(type: ListType): string {
  const states = statesOfListType(type)
    .map((state) => `«${STATE_TITLES[state]}»`)
    .join(', ');
  const others = (['new', 'worked', 'rejected'] as const)
    .filter((other) => statesOfListType(other) !== statesOfListType(type))
    .map((other) => `«${LIST_TAB_CAPTIONS[other]}»`)
    .join(' и ');
  return `В этой вкладке анкеты в статусах ${states}. Остальные — во вкладках ${others}.`;
}

/** The states a refusal may come from: not once the candidate is employed or 1C is processing. */
const REJECTABLE: QuestionnaireState[] = [
  'new',
  'accepted',
  'waitingInterview',
  'resolved',
  'resolvedValid',
  'externalCheckPassed',
  'acceptedByALManager',
];
const BEFORE_CHECKS: QuestionnaireState[] = ['new', 'accepted', 'waitingInterview', 'acceptedByALManager'];

/**
 * Every action that moves a questionnaire, the states it is allowed from, and where it leads
 * ('previous': back to the state before the refusal). Actions of later issues (checks, director
 * approval, 1C, signing) are here too, so the table is the whole life of a questionnaire.
 */
export const TRANSITIONS = {
  /** Staff take a new application into work. */
  accept: { from: ['new', 'acceptedByALManager', 'externalCheckPassed'], to: 'accepted' },
  /** An interview is scheduled (calendar). */
  inviteToInterview: {
    from: ['new', 'accepted', 'acceptedByALManager', 'externalCheckPassed'],
    to: 'waitingInterview',
  },
  /** The outside sources (FSSP, self-employment, criminal record) answered without objections. */
  passExternalChecks: { from: BEFORE_CHECKS, to: 'externalCheckPassed' },
  /** Every check finished; at least one needs attention. */
  resolveChecks: { from: [...BEFORE_CHECKS, 'externalCheckPassed'], to: 'resolved' },
  /** Every check finished and passed: the director may now be asked for approval. */
  validateChecks: { from: [...BEFORE_CHECKS, 'externalCheckPassed', 'resolved'], to: 'resolvedValid' },
  /** Employ: the data goes to 1C. */
  sendTo1S: { from: ['resolvedValid'], to: 'sendedTo1S' },
  /** 1C created the documents: they wait for the signatures. */
  documentsReady: { from: ['sendedTo1S'], to: 'waitingSigningDocuments' },
  /** Roll back the questionnaire (1C could not create the documents). */
  rollback: { from: ['sendedTo1S', 'waitingSigningDocuments'], to: 'resolvedValid' },
  /** The candidate and the director signed: employed. */
  sign: { from: ['waitingSigningDocuments'], to: 'employed' },
  /** Refusal by staff (with an optional reason). */
  reject: { from: REJECTABLE, to: 'rejected' },
  /** Refusal by a check (blacklist): it cannot be restored. */
  rejectByCheck: { from: REJECTABLE, to: 'rejectedAuth' },
  /** Restore a refused questionnaire to where it was. */
  reestablish: { from: ['rejected'], to: 'previous' },
} as const satisfies Record<
  string,
  { from: readonly QuestionnaireState[]; to: QuestionnaireState | 'previous' }
>;
export type QuestionnaireAction = keyof typeof TRANSITIONS;

export function isAllowedFrom(action: QuestionnaireAction, state: QuestionnaireState): boolean {
  const from: readonly QuestionnaireState[] = TRANSITIONS[action].from;
  return from.includes(state);
}

/** The state an allowed action leads to; `previous` is the state before the refusal. */
export function targetOf(
  action: QuestionnaireAction,
  previous: QuestionnaireState | null,
): QuestionnaireState {
  const to = TRANSITIONS[action].to;
  return to === 'previous' ? (previous ?? 'new') : to;
}
