import { DKMO_KIND, DKMO_MESSAGES, type DkmoEmployee, type DkmoEvent } from '#events/dkmo/events';
import { isDirectorPosition, renewalReasons, renewalTexts } from '#events/dkmo/rules';
import type { Actor } from '#events/core/envelope';
import type { Decider } from '../../core/decider';
import { ConcurrencyError, ForbiddenError, NotFoundError, RuleViolation } from '../../core/errors';

interface MemberState {
  employee: DkmoEmployee;
  original: boolean;
  joinedOn: string;
  leftOn: string | null;
  signed: { at: string; by: Actor | null } | null;
}

export interface DkmoState {
  /** The store's current agreement (0: none yet). */
  agreement: number;
  leader: DkmoEmployee | null;
  directorSigned: { at: string; fio: string; by: Actor | null } | null;
  members: MemberState[];
  revision: number;
}

export interface DrawnSign {
  pngDataUrl: string;
  strokes: { x: number; y: number; time: number; pressure: number }[][];
}

/** Everything outside the log comes in with the command: the staff directory, today, the hashes. */
export type DkmoCommand =
  | {
      type: 'ConcludeDkmo';
      IStoreId: string;
      numberDkmo: string;
      concludedOn: string;
      /** The store's employees now (directory, accounts, hires through the product). */
      staff: DkmoEmployee[];
      /** The current user's login: they must be the store's director. */
      login: string;
    }
  | {
      type: 'SignDkmo';
      IStoreId: string;
      employeeId: string;
      staff: DkmoEmployee[];
      login: string;
      /** Today, YYYY-MM-DD (a newcomer's joining date). */
      today: string;
      /** SHA-256 of the agreement PDF the signer is shown (after a newcomer's joining). */
      documentSha256: (joining: DkmoEmployee | null) => string;
      /** The hash the client says it showed, if it sent one. */
      shownSha256?: string;
      sign: DrawnSign;
    }
  | { type: 'RecordDkmoLeaver'; IStoreId: string; employeeId: string; leftOn: string };

/** The store's director among its staff: position with 'директор' and the user's own login. */
export function directorAmong(staff: readonly DkmoEmployee[], login: string): DkmoEmployee | null {
  const wanted = login.trim().toLowerCase();
  if (!wanted) return null;
  return staff.find((e) => isDirectorPosition(e.position) && e.login.toLowerCase() === wanted) ?? null;
}

/** Whoever the directory names as the store's director (the team's leader as it should be). */
export function currentDirectorOf(staff: readonly DkmoEmployee[]): DkmoEmployee | null {
  return staff.find((e) => isDirectorPosition(e.position)) ?? null;
}

function asLedger(state: DkmoState) {
  return {
    leader: state.leader ?? { id: '', fio: '', login: '', position: '' },
    director: state.directorSigned,
    members: state.members.map((m) => ({ id: m.employee.id, original: m.original, leftOn: m.leftOn })),
  };
}

function alreadySigned(fio: string, signed: { at: string; by: Actor | null }, revision: number): never {
  const at = signed.at.slice(0, 16).replace('T', ' ');
  throw new ConcurrencyError(DKMO_MESSAGES.signedBy(fio, at), signed.by, signed.at, revision);
}

/**
 * The store's DKMO and its membership ledger (issue 27, items 5-6). Conclude makes the blank with
 * the staff as the team; the director signs first (that concludes it); members sign once each; a
 * newcomer joins (dated) and signs; a leaver's line is dated. A new agreement only when the old one
 * needs re-concluding (the leader changed, or more than half of the original team left).
 */
export const dkmoDecider: Decider<DkmoState, DkmoCommand, DkmoEvent> = {
  kind: DKMO_KIND,
  initialState: () => ({ agreement: 0, leader: null, directorSigned: null, members: [], revision: -1 }),
  evolve(state, event) {
    const revision = event.revision ?? state.revision + 1;
    const by = event.meta?.actor ?? null;
    const at = event.meta?.occurredAt ?? '';
    const withMember = (id: string, change: (m: MemberState) => MemberState) =>
      state.members.map((m) => (m.employee.id === id ? change(m) : m));
    switch (event.type) {
      case 'DkmoConcluded': {
        const { agreement, leader, team, concludedOn } = event.data;
        const members = team.map((employee) => ({
          employee,
          original: true,
          joinedOn: concludedOn,
          leftOn: null,
          signed: null,
        }));
        return { agreement, leader, directorSigned: null, members, revision };
      }
      case 'DkmoDirectorSigned': {
        const { employee } = event.data;
        const known = state.members.some((m) => m.employee.id === employee.id);
        const line: MemberState = {
          employee,
          original: true,
          joinedOn: '',
          leftOn: null,
          signed: { at, by },
        };
        const members = known
          ? withMember(employee.id, (m) => ({ ...m, signed: { at, by } }))
          : [line, ...state.members];
        return {
          ...state,
          leader: employee,
          directorSigned: { at, fio: employee.fio, by },
          members,
          revision,
        };
      }
      case 'DkmoMemberJoined': {
        const { employee, joinedOn } = event.data;
        const line: MemberState = { employee, original: false, joinedOn, leftOn: null, signed: null };
        return { ...state, members: [...state.members, line], revision };
      }
      case 'DkmoMemberSigned':
        return {
          ...state,
          members: withMember(event.data.employee.id, (m) => ({ ...m, signed: { at, by } })),
          revision,
        };
      case 'DkmoMemberLeft':
        return {
          ...state,
          members: withMember(event.data.employee.id, (m) => ({ ...m, leftOn: event.data.leftOn })),
          revision,
        };
    }
  },
  decide(command, state) {
    const { IStoreId } = command;
    const agreement = state.agreement;
    if (command.type === 'ConcludeDkmo') {
      const director = directorAmong(command.staff, command.login);
      if (!director) throw new ForbiddenError(DKMO_MESSAGES.noDirector);
      // A blank awaiting the director's signature stands (the screen shows it again).
      if (agreement > 0 && !state.directorSigned) return [];
      const reasons = agreement > 0 ? renewalReasons(asLedger(state), director.id) : [];
      if (agreement > 0 && reasons.length === 0) return [];
      const team = command.staff.some((e) => e.id === director.id)
        ? command.staff
        : [director, ...command.staff];
      return [
        {
          type: 'DkmoConcluded',
          data: {
            IStoreId,
            agreement: agreement + 1,
            numberDkmo: command.numberDkmo,
            concludedOn: command.concludedOn,
            leader: director,
            team,
            renewalOf: agreement > 0 ? renewalTexts(reasons) : null,
          },
        },
      ];
    }
    if (agreement === 0) throw new RuleViolation(DKMO_MESSAGES.noAgreement);
    const member = state.members.find((m) => m.employee.id === command.employeeId);
    if (command.type === 'RecordDkmoLeaver') {
      if (!member) throw new NotFoundError(DKMO_MESSAGES.noEmployee);
      if (member.leftOn) return [];
      return [
        {
          type: 'DkmoMemberLeft',
          data: { IStoreId, agreement, employee: member.employee, leftOn: command.leftOn },
        },
      ];
    }
    const sign = { pngDataUrl: command.sign.pngDataUrl, strokes: command.sign.strokes };
    if (!state.directorSigned) {
      const director = directorAmong(command.staff, command.login);
      if (!director) throw new ForbiddenError(DKMO_MESSAGES.noDirector);
      if (director.id !== command.employeeId) throw new RuleViolation(DKMO_MESSAGES.directorFirst);
      const documentSha256 = command.documentSha256(null);
      if (command.shownSha256 && command.shownSha256 !== documentSha256)
        throw new ConcurrencyError(DKMO_MESSAGES.changed, null, null, state.revision);
      return [
        {
          type: 'DkmoDirectorSigned',
          data: { IStoreId, agreement, employee: director, documentSha256, sign },
        },
      ];
    }
    if (member) {
      if (member.leftOn) throw new RuleViolation(DKMO_MESSAGES.left);
      if (member.signed) alreadySigned(member.employee.fio, member.signed, state.revision);
      const documentSha256 = command.documentSha256(null);
      if (command.shownSha256 && command.shownSha256 !== documentSha256)
        throw new ConcurrencyError(DKMO_MESSAGES.changed, null, null, state.revision);
      return [
        {
          type: 'DkmoMemberSigned',
          data: { IStoreId, agreement, employee: member.employee, documentSha256, sign },
        },
      ];
    }
    const newcomer = command.staff.find((e) => e.id === command.employeeId);
    if (!newcomer) throw new NotFoundError(DKMO_MESSAGES.noEmployee);
    const documentSha256 = command.documentSha256(newcomer);
    return [
      {
        type: 'DkmoMemberJoined',
        data: { IStoreId, agreement, employee: newcomer, joinedOn: command.today },
      },
      { type: 'DkmoMemberSigned', data: { IStoreId, agreement, employee: newcomer, documentSha256, sign } },
    ];
  },
};
