import { findCity } from '#events/core/store-directory';
import type { Store } from '#events/core/stores';
import type { DkmoDoc, DkmoMemberLine } from '#events/dkmo/collections';
import type { DkmoEmployee } from '#events/dkmo/events';
import type { DkmoDocumentVariant } from '#events/dkmo/inputs';
import {
  demoCompany,
  documentSha256,
  generateDocument,
  renderSigned,
  storeAgreementData,
  type DocumentData,
  type SignatureMark,
  type TeamMember,
} from '../documents';

/** YYYY-MM-DD → ДД.ММ.ГГГГ, as the form prints dates. */
const ruDate = (day: string): string => day.split('-').reverse().join('.');

/** The agreement's ledger as the documents see it: the lines, and the one joining now if any. */
export type AgreementLedger = Pick<DkmoDoc, 'numberDkmo' | 'createdAt' | 'leader' | 'members'>;

/** The members' table (the leader signs on the leader's line): each member's role is `team:{n}`. */
export function teamLines(ledger: AgreementLedger): DkmoMemberLine[] {
  return ledger.members.filter((m) => m.id !== ledger.leader.id);
}

/**
 * The document data of the store's agreement as its ledger stands (plus a newcomer joining today):
 * pure, so the same ledger always gives the same bytes and the same SHA-256.
 */
export function agreementData(
  store: Store,
  ledger: AgreementLedger,
  config: { productName: string; publicUrl: string },
  joining: { employee: DkmoEmployee; joinedOn: string } | null = null,
): DocumentData {
  const team: TeamMember[] = teamLines(ledger).map((m) => ({
    fio: m.fio,
    position: m.position,
    joinedAt: ruDate(m.joinedOn),
    ...(m.leftOn ? { leftAt: ruDate(m.leftOn) } : {}),
  }));
  if (joining && !ledger.members.some((m) => m.id === joining.employee.id))
    team.push({
      fio: joining.employee.fio,
      position: joining.employee.position,
      joinedAt: ruDate(joining.joinedOn),
    });
  return storeAgreementData({
    store,
    city: findCity(store.param.cityId)?.name ?? '',
    number: ledger.numberDkmo,
    concludedAt: `${ledger.createdAt}T00:00:00.000Z`,
    director: { name: ledger.leader.fio, position: ledger.leader.position },
    team,
    company: demoCompany(config.productName),
    publicUrl: config.publicUrl,
  });
}

/** Hashes of recent blanks: a GET and the signature that follows it render the same bytes once. */
const shaCache = new Map<string, string>();
const SHA_CACHE_MAX = 500;

/** SHA-256 of the agreement's blank as shown (memoised by its exact data). */
export async function agreementSha256(data: DocumentData): Promise<string> {
  const key = JSON.stringify(data);
  const hit = shaCache.get(key);
  if (hit) return hit;
  const sha = documentSha256(await generateDocument('dkmo', data));
  if (shaCache.size >= SHA_CACHE_MAX) shaCache.delete(shaCache.keys().next().value!);
  shaCache.set(key, sha);
  return sha;
}

/** The agreement's PDF in a variant; `signed` places the signatures opened from the log. */
export async function agreementPdf(
  data: DocumentData,
  variant: DkmoDocumentVariant,
  ledger: AgreementLedger,
  signs: ReadonlyMap<string, string>,
): Promise<Buffer> {
  if (variant !== 'signed') return generateDocument('dkmo', data, variant);
  const marks: SignatureMark[] = [];
  const leaderSign = signs.get(ledger.leader.id);
  const leaderLine = ledger.members.find((m) => m.id === ledger.leader.id);
  if (leaderSign && leaderLine?.signedAt && leaderLine.signEventId)
    marks.push({
      role: 'director',
      name: ledger.leader.fio,
      signedAt: leaderLine.signedAt,
      eventId: leaderLine.signEventId,
      pngDataUrl: leaderSign,
    });
  teamLines(ledger).forEach((m, i) => {
    const png = signs.get(m.id);
    if (png && m.signedAt && m.signEventId)
      marks.push({
        role: `team:${i}`,
        name: m.fio,
        signedAt: m.signedAt,
        eventId: m.signEventId,
        pngDataUrl: png,
      });
  });
  const blank = await agreementSha256(data);
  return (await renderSigned('dkmo', data, marks, blank)).bytes;
}
