import { roleTitle } from '../../../events/core/roles';
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
} from '../../../events/questionnaire/events';
import { refusalOf } from '../../../events/questionnaire/rules';
import { FILE_MESSAGES, type FileKind, type FileMime } from '../../../events/questionnaire/files';
import { SECTION_OF_EVENT, type ProfileSection } from '../../../events/questionnaire/profile/events';
import {
  assertProfileOpen,
  assertSeenRevision,
  sectionConflictText,
  sectionEvent,
  type SectionValue,
} from './profile-decide';
import type { Actor } from '../../../events/core/envelope';
import type { Decider } from '../../core/decider';
import { AppError, ConcurrencyError, NotFoundError, RuleViolation } from '../../core/errors';
import { OWN_MESSAGES, ownClosedMessage } from '../../../events/questionnaire/own';
import { formatMoscow } from '../../../events/core/moscow-time';
import {
  changedSharedFields,
  infoWithPersonal,
  touchesPersonal,
} from '../../../events/questionnaire/personal-data';

/** Who changed something and when: what a refused colleague is told. */
interface Stamp {
  revision: number;
  at: string;
  by: Actor;
}

export interface QuestionnaireState_ {
  exists: boolean;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  state: QuestionnaireState;
  previousState: QuestionnaireState | null;
  contractorType: ContractorType;
  info: QuestionnaireInfo | null;
  /** The last change of each info field, for field-level conflicts between concurrent edits. */
  fieldChanges: Partial<Record<InfoField, Stamp>>;
  /** The last move of the state machine. */
  lastStateChange: (Stamp & { action: QuestionnaireAction | 'open' }) | null;
  /** Ids of the attached scans. */
  files: ReadonlySet<string>;
  /** The last save of each profile section, for conflicts between two people saving one section. */
  sectionChanges: Partial<Record<ProfileSection, Stamp>>;
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

/** Past-tense words of each action, for 'Анкету уже отклонил(а) …'. */
const DONE: Partial<Record<QuestionnaireAction | 'open', string>> = {
  reject: 'отклонил(а)',
  rejectByCheck: 'отклонил(а) по проверке',
  reestablish: 'восстановил(а)',
  accept: 'принял(а) в работу',
  sendTo1S: 'отправил(а) в 1С',
  sign: 'оформил(а)',
};

const initialState = (): QuestionnaireState_ => ({
  exists: false,
  revision: -1,
  state: 'new',
  previousState: null,
  contractorType: 'Employee',
  info: null,
  fieldChanges: {},
  lastStateChange: null,
  files: new Set(),
  sectionChanges: {},
  submittedRevision: null,
  profileRevision: -1,
});

/** The employment questionnaire: opened, edited field by field, commented, moved by the transition table. */
export const questionnaireDecider: Decider<QuestionnaireState_, QuestionnaireCommand, QuestionnaireEvent> = {
  kind: QUESTIONNAIRE_KIND,
  initialState,
  evolve(s, event) {
    const revision = event.revision ?? s.revision + 1;
    const stamp: Stamp = {
      revision,
      at: event.meta?.occurredAt ?? '',
      by: event.meta?.actor ?? { userId: '', role: '' },
    };
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
          lastStateChange: { ...stamp, action: 'open' },
        };
      }
      case 'QuestionnaireInfoEdited': {
        const fieldChanges = { ...s.fieldChanges };
        for (const field of changedFields(event.data.changes)) fieldChanges[field] = stamp;
        // One copy of the personal data: a 'Личные данные' form loaded before this edit is stale.
        const sectionChanges = touchesPersonal(event.data.changes)
          ? { ...s.sectionChanges, personal: stamp }
          : s.sectionChanges;
        const info = s.info && { ...s.info, ...event.data.changes };
        return { ...s, revision, info, fieldChanges, sectionChanges };
      }
      case 'QuestionnaireStateChanged': {
        const { action, from, to } = event.data;
        const previousState = to === 'rejected' || to === 'rejectedAuth' ? from : null;
        return { ...s, revision, state: to, previousState, lastStateChange: { ...stamp, action } };
      }
      case 'QuestionnaireCommented':
        return { ...s, revision };
      case 'QuestionnaireFileAttached':
        return {
          ...s,
          revision,
          profileRevision: revision,
          files: new Set([...s.files, event.data.fileId]),
        };
      case 'ProfilePersonalSaved': {
        // One copy of the personal data (events/questionnaire/personal-data.ts): `info` follows the
        // save, and the fields it changed conflict with an info edit from an older screen.
        const info = s.info && infoWithPersonal(s.info, event.data.personal);
        const fieldChanges = { ...s.fieldChanges };
        if (s.info && info)
          for (const field of changedSharedFields(s.info, info)) fieldChanges[field] = stamp;
        const sectionChanges = { ...s.sectionChanges, personal: stamp };
        return { ...s, revision, info, fieldChanges, sectionChanges, profileRevision: revision };
      }
      case 'ProfilePassportSaved':
      case 'ProfileAddressesSaved':
      case 'ProfileMilitarySaved':
      case 'ProfileMartialSaved':
      case 'ProfileEducationSaved': {
        const sectionChanges = { ...s.sectionChanges, [SECTION_OF_EVENT[event.type]]: stamp };
        return { ...s, revision, sectionChanges, profileRevision: revision };
      }
      case 'QuestionnaireFileRemoved': {
        const files = new Set(s.files);
        files.delete(event.data.fileId);
        return { ...s, revision, files, profileRevision: revision };
      }
      case 'ProfileSubmitted':
        return { ...s, revision, submittedRevision: revision };
    }
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
        return changeState(s, command.action, command.reason, command.seenRevision, command.blacklisted);
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
        for (const { section } of command.sections) {
          const last = s.sectionChanges[section];
          if (last && last.revision > command.seenRevision)
            throw conflict(last, sectionConflictText(section));
        }
        return command.sections.map(sectionEvent);
      }
      case 'RemoveQuestionnaireFile':
        if (!s.files.has(command.fileId)) throw new NotFoundError(FILE_MESSAGES.notFound);
        return [{ type: 'QuestionnaireFileRemoved', data: { fileId: command.fileId } }];
    }
  },
};

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
    if (changes[field] === info[field]) continue;
    const last = s.fieldChanges[field];
    if (last && last.revision > seen) throw conflict(last, `изменил(а) поле «${FIELD_TITLES[field]}»`);
    Object.assign(differing, { [field]: changes[field] });
  }
  if (changedFields(differing).length === 0) return [];
  return [{ type: 'QuestionnaireInfoEdited', data: { changes: differing } }];
}

function changeState(
  s: QuestionnaireState_,
  action: QuestionnaireAction,
  reason: string | undefined,
  seen: number | undefined,
  blacklisted?: boolean,
): QuestionnaireEvent[] {
  const refusal = refusalOf(action, { state: s.state, blacklisted });
  if (refusal) {
    // Someone moved the questionnaire after this user looked at it: say who, so they understand.
    const last = s.lastStateChange;
    if (last && seen !== undefined && last.revision > seen)
      throw conflict(last, DONE[last.action] ?? 'изменил(а)');
    throw new RuleViolation(refusal, { state: s.state });
  }
  const to = targetOf(action, s.previousState);
  const data = { action, from: s.state, to, ...(reason?.trim() ? { reason: reason.trim() } : {}) };
  return [{ type: 'QuestionnaireStateChanged', data }];
}

function conflict(last: Stamp, done: string): ConcurrencyError {
  const who = `${last.by.name ?? last.by.userId} (${roleTitle(last.by.role)})`;
  return new ConcurrencyError(
    `Анкету уже ${done} ${who} ${formatMoscow(last.at)}. Данные на экране обновлены.`,
    last.by,
    last.at,
    last.revision,
  );
}

export const FIELD_TITLES: Record<InfoField, string> = {
  lastname: 'Фамилия',
  firstname: 'Имя',
  secondname: 'Отчество',
  woPatronymic: 'Нет отчества',
  sex: 'Пол',
  dateBirth: 'Дата рождения',
  phone: 'Телефон',
  email: 'E-mail',
  lastJobs: 'Последние места работы',
};
