import {
  INFO_FIELDS,
  QUESTIONNAIRE_KIND,
  targetOf,
  type ContractorType,
  type InfoField,
  type QuestionnaireAction,
  type QuestionnaireEvent,
  type QuestionnaireInfo,
  type QuestionnaireSource,
  type QuestionnaireState,
  type QuestionnaireVacancy,
} from '#events/questionnaire/events';
import { refusalOf } from '#events/questionnaire/rules';
import {
  isConflictingType,
  withChange,
  type ChangeMark,
  type LastChanges,
} from '#events/questionnaire/conflicts';
import { FILE_MESSAGES, type FileKind, type FileMime } from '#events/questionnaire/files';
import { assertProfileOpen, assertSeenRevision, sectionEvent, type SectionValue } from './profile-decide';
import type { Decider } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';
import { OWN_MESSAGES, ownClosedMessage } from '#events/questionnaire/own';
import { assertNotStale, type Stamp } from './stale-refusal';
export { FIELD_TITLES } from './stale-refusal';
import { changedSharedFields, infoWithPersonal, touchesPersonal } from '#events/questionnaire/personal-data';
import type { ProfileLinkEvent } from '#events/questionnaire/profile-link';

/** Every event of a questionnaire's stream: its own, and the links sent to the candidate (link-decider.ts). */
export type QuestionnaireStreamEvent = QuestionnaireEvent | ProfileLinkEvent;

export interface QuestionnaireState_ {
  exists: boolean;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  state: QuestionnaireState;
  previousState: QuestionnaireState | null;
  contractorType: ContractorType;
  info: QuestionnaireInfo | null;
  /**
   * The last change of each kind some command depends on (events/questionnaire/conflicts.ts): a
   * command sent from a screen that had not seen one of them is refused naming who made it.
   */
  changes: LastChanges;
  /** Ids of the attached scans. */
  files: ReadonlySet<string>;
  /** Revision of the candidate's last 'Отправить анкету' (null: never sent). */
  submittedRevision: number | null;
  /** Revision of the last change of the profile or its scans (-1: none). */
  profileRevision: number;
}

export type QuestionnaireCommand =
  | {
      type: 'OpenQuestionnaire';
      id: string;
      source: QuestionnaireSource;
      lightQuestionnaireId?: string;
      contractorType: ContractorType;
      state: 'new' | 'acceptedByALManager';
      info: QuestionnaireInfo;
      vacancy: QuestionnaireVacancy;
    }
  /** `seenRevision`: the revision the editor's form was loaded at. */
  | { type: 'EditQuestionnaireInfo'; changes: Partial<QuestionnaireInfo>; seenRevision: number }
  | {
      type: 'ChangeQuestionnaireState';
      action: QuestionnaireAction;
      reason?: string;
      /**
       * The revision the screen showed: a state move after it refuses the action (409 naming who).
       * Absent only for spec-shaped API calls (POST /questionnaire/state/{id} lists action and
       * causeReject) and the product's own reactors, which act on the state as it is.
       */
      seenRevision?: number;
      /** The blacklist check's verdict (the checks' read model): a blacklisted candidate is never restored. */
      blacklisted?: boolean;
    }
  | { type: 'CommentQuestionnaire'; commentId: string; text: string }
  /** `byCandidate`: the candidate's own upload, refused once the profile is closed to them. */
  | { type: 'AttachQuestionnaireFile'; file: AttachedFile; byCandidate?: boolean }
  | { type: 'RemoveQuestionnaireFile'; fileId: string }
  /** `seenRevision`: the revision the form was loaded at. */
  /** One section or several (the whole-profile call): every one saved in one append, or none. */
  | { type: 'SaveProfileSections'; seenRevision: number; byCandidate?: boolean; sections: SectionValue[] }
  /** The candidate sends the profile (the caller checked it against the rules). */
  | { type: 'SubmitProfile' };

/** A scan already stored (sealed) in the file store, to be attached under its kind. */
export interface AttachedFile {
  fileId: string;
  kind: FileKind;
  name: string;
  size: number;
  mime: FileMime;
}

export const QUESTIONNAIRE_MESSAGES = {
  notFound: 'Анкета не найдена',
  exists: 'Анкета с таким номером уже существует',
  sameState: 'Анкета уже в этом состоянии',
} as const;

const initialState = (): QuestionnaireState_ => ({
  exists: false,
  revision: -1,
  state: 'new',
  previousState: null,
  contractorType: 'Employee',
  info: null,
  changes: {},
  files: new Set(),
  submittedRevision: null,
  profileRevision: -1,
});

/** The employment questionnaire: opened, edited field by field, commented, moved by the transition table. */
export const questionnaireDecider: Decider<
  QuestionnaireState_,
  QuestionnaireCommand,
  QuestionnaireStreamEvent
> = {
  kind: QUESTIONNAIRE_KIND,
  initialState,
  evolve(s, event) {
    const revision = event.revision ?? s.revision + 1;
    const stamp: Stamp = {
      revision,
      at: event.meta?.occurredAt ?? '',
      by: event.meta?.actor ?? { userId: '', role: '' },
    };
    const next = evolveFacts(s, event, revision);
    if (!isConflictingType(event.type)) return next;
    const mark: ChangeMark = { type: event.type, ...stamp };
    if (event.type === 'QuestionnaireStateChanged') mark.action = event.data.action;
    if (event.type === 'QuestionnaireInfoEdited') mark.fields = changedFields(event.data.changes);
    let changes = withChange(s.changes, mark);
    // One copy of the personal data (events/questionnaire/personal-data.ts): an info edit of a shared
    // field makes a 'Личные данные' form loaded before it stale, and a 'Личные данные' save makes an
    // info edit of the shared fields it changed stale.
    if (event.type === 'QuestionnaireInfoEdited' && touchesPersonal(event.data.changes))
      changes = withChange(changes, { ...stamp, type: 'ProfilePersonalSaved' });
    if (event.type === 'ProfilePersonalSaved' && s.info && next.info) {
      const fields = changedSharedFields(s.info, next.info);
      if (fields.length > 0)
        changes = withChange(changes, { ...stamp, type: 'QuestionnaireInfoEdited', fields });
    }
    return { ...next, changes };
  },
  decide(command, s) {
    if (command.type === 'OpenQuestionnaire') {
      if (s.exists) throw new RuleViolation(QUESTIONNAIRE_MESSAGES.exists);
      const { type: _t, ...data } = command;
      return [{ type: 'QuestionnaireOpened', data }];
    }
    if (!s.exists || !s.info) throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
    switch (command.type) {
      case 'CommentQuestionnaire':
        return [
          { type: 'QuestionnaireCommented', data: { commentId: command.commentId, text: command.text } },
        ];
      case 'EditQuestionnaireInfo':
        // The personal data is the profile's too: closed with it once with the documents and 1C.
        assertProfileOpen(s.state);
        assertSeenRevision(command.seenRevision, s.revision);
        return editInfo(s, s.info, command.changes, command.seenRevision);
      case 'ChangeQuestionnaireState':
        assertSeenRevision(command.seenRevision, s.revision);
        assertNotStale(s, { type: command.type }, command.seenRevision);
        return changeState(s, command.action, command.reason, command.blacklisted);
      case 'AttachQuestionnaireFile':
        if (command.byCandidate) assertOpenToCandidate(s.state);
        return [{ type: 'QuestionnaireFileAttached', data: command.file }];
      case 'SubmitProfile':
        assertOpenToCandidate(s.state);
        // Sent, and nothing changed since: the spec's 'Внимание' modal rather than a second record.
        if (s.submittedRevision !== null && s.profileRevision < s.submittedRevision)
          throw new AppError(409, OWN_MESSAGES.duplicate, { duplicate: true });
        return [{ type: 'ProfileSubmitted', data: {} }];
      case 'SaveProfileSections': {
        if (command.byCandidate) assertOpenToCandidate(s.state);
        assertProfileOpen(s.state);
        assertSeenRevision(command.seenRevision, s.revision);
        const sections = command.sections.map(({ section }) => section);
        assertNotStale(s, { type: command.type, sections }, command.seenRevision);
        return command.sections.map(sectionEvent);
      }
      case 'RemoveQuestionnaireFile':
        if (!s.files.has(command.fileId)) throw new NotFoundError(FILE_MESSAGES.notFound);
        return [{ type: 'QuestionnaireFileRemoved', data: { fileId: command.fileId } }];
    }
  },
};

/** The facts of the questionnaire after one event (the marks of conflicting changes aside). */
function evolveFacts(
  s: QuestionnaireState_,
  event: QuestionnaireStreamEvent,
  revision: number,
): QuestionnaireState_ {
  switch (event.type) {
    case 'QuestionnaireOpened': {
      const { state, contractorType, info } = event.data;
      return {
        ...s,
        revision,
        exists: true,
        state,
        contractorType,
        info,
      };
    }
    case 'QuestionnaireInfoEdited':
      return { ...s, revision, info: s.info && { ...s.info, ...event.data.changes } };
    case 'QuestionnaireStateChanged': {
      const { from, to } = event.data;
      const previousState = to === 'rejected' || to === 'rejectedAuth' ? from : null;
      return { ...s, revision, state: to, previousState };
    }
    case 'QuestionnaireCommented':
    case 'ProfileLinkSent':
      return { ...s, revision };
    case 'QuestionnaireFileAttached':
      return {
        ...s,
        revision,
        profileRevision: revision,
        files: new Set([...s.files, event.data.fileId]),
      };
    case 'ProfilePersonalSaved':
      // One copy of the personal data: `info` follows the save.
      return {
        ...s,
        revision,
        info: s.info && infoWithPersonal(s.info, event.data.personal),
        profileRevision: revision,
      };
    case 'ProfilePassportSaved':
    case 'ProfileAddressesSaved':
    case 'ProfileMilitarySaved':
    case 'ProfileMartialSaved':
    case 'ProfileEducationSaved':
      return { ...s, revision, profileRevision: revision };
    case 'QuestionnaireFileRemoved': {
      const files = new Set(s.files);
      files.delete(event.data.fileId);
      return { ...s, revision, files, profileRevision: revision };
    }
    case 'ProfileSubmitted':
      return { ...s, revision, submittedRevision: revision };
  }
}

/** The candidate's own changes stop once the profile is with the documents, 1C, or refused (409). */
function assertOpenToCandidate(state: QuestionnaireState): void {
  const closed = ownClosedMessage(state);
  if (closed) throw new AppError(409, closed, { state });
}

function changedFields(changes: Partial<QuestionnaireInfo>): InfoField[] {
  return INFO_FIELDS.filter((field) => changes[field] !== undefined);
}

/**
 * Only the fields that differ are recorded. A field someone else changed after the editor loaded
 * the form is a conflict (409 naming who); other fields of the same edit are not, so two people
 * editing different fields at once both keep their changes.
 */
function editInfo(
  s: QuestionnaireState_,
  info: QuestionnaireInfo,
  changes: Partial<QuestionnaireInfo>,
  seen: number,
): QuestionnaireEvent[] {
  const differing: Partial<QuestionnaireInfo> = {};
  for (const field of changedFields(changes)) {
    if (changes[field] !== info[field]) Object.assign(differing, { [field]: changes[field] });
  }
  const fields = changedFields(differing);
  if (fields.length === 0) return [];
  assertNotStale(s, { type: 'EditQuestionnaireInfo', fields }, seen);
  return [{ type: 'QuestionnaireInfoEdited', data: { changes: differing } }];
}

function changeState(
  s: QuestionnaireState_,
  action: QuestionnaireAction,
  reason: string | undefined,
  blacklisted?: boolean,
): QuestionnaireEvent[] {
  const refusal = refusalOf(action, { state: s.state, blacklisted });
  if (refusal) throw new RuleViolation(refusal, { state: s.state });
  const to = targetOf(action, s.previousState);
  const data = { action, from: s.state, to, ...(reason?.trim() ? { reason: reason.trim() } : {}) };
  return [{ type: 'QuestionnaireStateChanged', data }];
}
