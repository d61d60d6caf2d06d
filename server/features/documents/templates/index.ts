import type { DocumentLabel } from '#events/documents/labels';
import type { DocumentTemplate } from '../layout';
import { bankCard } from './bank-card';
import { dimo } from './dimo';
import { dkmo } from './dkmo';
import { electronicWorkBook } from './electronic-work-book';
import { employmentApplication } from './employment-application';
import { employmentContract } from './employment-contract';
import { jobDescription } from './job-description';
import { militaryCard } from './military-card';
import { orderT1 } from './order-t1';
import { paperWorkBook } from './paper-work-book';
import { personalCardT2 } from './personal-card-t2';
import { personalDataConsent } from './personal-data-consent';
import { salaryTransfer } from './salary-transfer';
import { workBookReceipt } from './work-book-receipt';

/** One template per label (one file each). */
export const TEMPLATES: Record<DocumentLabel, DocumentTemplate> = {
  jobDescription,
  dimo,
  dkmo,
  employmentApplication,
  employmentContract,
  orderT1,
  personalCardT2,
  personalDataConsent,
  paperWorkBook,
  electronicWorkBook,
  workBookReceipt,
  salaryTransfer,
  militaryCard,
  bankCard,
};
