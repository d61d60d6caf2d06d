import { defineCollection } from '../core/collections';

/** One member's line on the store's current agreement (no signature image: that stays sealed in the log). */
export interface DkmoMemberLine {
  id: string;
  fio: string;
  login: string;
  position: string;
  questionnaireId?: string;
  /** On the team when the agreement was concluded (else a newcomer who joined later). */
  original: boolean;
  /** YYYY-MM-DD. */
  joinedOn: string;
  leftOn: string | null;
  signedAt: string | null;
  /** The event that carries the signature (its image and strokes are sealed there). */
  signEventId: string | null;
  documentSha256: string | null;
}

export type DkmoStatus = 'notConcluded' | 'concluded' | 'signed';

/** Read model `dkmo`: one document per store (id = IStoreId), pushed live to the store's room. */
export interface DkmoDoc {
  id: string;
  IStoreId: string;
  /** The store's current agreement (1, 2, ...). */
  agreement: number;
  numberDkmo: string;
  /** The agreement's date, YYYY-MM-DD. */
  createdAt: string;
  /** notConcluded until the director signs; signed once every member on the team has. */
  status: DkmoStatus;
  leader: { id: string; fio: string; login: string; position: string };
  director: { signedAt: string; signEventId: string; documentSha256: string } | null;
  members: DkmoMemberLine[];
  /** Why the agreement no longer holds, as far as the ledger alone tells (RenewalReason keys). */
  renewal: string[];
  /** A re-conclusion: the reasons the previous agreement was replaced. */
  renewalOf: string[] | null;
  previous: { agreement: number; numberDkmo: string; createdAt: string }[];
  revision: number;
  updatedAt: string;
}

export const DKMO = defineCollection<DkmoDoc>('dkmo');
