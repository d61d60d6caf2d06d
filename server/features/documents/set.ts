import type { DocumentLabel } from '#events/documents/labels';
import type { DocumentData } from './data';

/**
 * Which documents one hire needs (spec section 9's labels), in the order the card lists them:
 * - one material liability agreement (Labour Code art. 245: never both): the store team's
 *   positions join the store's collective agreement (ДКМО), the others sign an individual one (ДИМО);
 * - the paper work book's statement and receipt when the candidate has a paper book ('Have'), else
 *   the statement on the electronic record;
 * - the military registration card only for those liable (Военнообязанный, Призывник).
 */
const TEAM_POSITIONS = /продав|касс|администратор|директор магазина|заместитель директора/i;

export function labelsFor(data: DocumentData): DocumentLabel[] {
  const military = data.candidate.military?.status;
  const liable = military === 'Military' || military === 'EngagementToArmy';
  const paper = data.candidate.employmentHistory === 'Have';
  const labels: (DocumentLabel | false)[] = [
    'employmentApplication',
    'employmentContract',
    'orderT1',
    'jobDescription',
    TEAM_POSITIONS.test(data.position.title) ? 'dkmo' : 'dimo',
    'personalDataConsent',
    'personalCardT2',
    paper ? 'paperWorkBook' : 'electronicWorkBook',
    paper && 'workBookReceipt',
    'salaryTransfer',
    'bankCard',
    liable && 'militaryCard',
  ];
  return labels.filter((l): l is DocumentLabel => l !== false);
}
