import { streamIdOf } from '../core/envelope';
import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_KIND } from '../questionnaire/events';
import { DKMO } from './collections';
import { DKMO_SIGN_FIELDS, DkmoEvents } from './events';

/**
 * Whose a signature is (its image and strokes are personal data): an employee hired through the
 * product is the candidate of their questionnaire, so erasing the candidate erases their DKMO
 * signature too; an employee known only to the staff directory gets a subject of their own
 * (`dkmo-staff-{IStoreId}-{employeeId}`), never the store's: one leaver's erasure must not destroy
 * the colleagues' signatures, and the subject is named on every event so the stream's first signer
 * never becomes the owner of the others' signatures.
 */
export function signerSubject(data: unknown): string | undefined {
  const questionnaireId = valueAt(data, 'employee.questionnaireId');
  if (typeof questionnaireId === 'string' && questionnaireId)
    return streamIdOf(QUESTIONNAIRE_KIND, questionnaireId);
  const store = valueAt(data, 'IStoreId');
  const id = valueAt(data, 'employee.id');
  return typeof store === 'string' && typeof id === 'string' ? `dkmo-staff-${store}-${id}` : undefined;
}

export const dkmoEventFeature = defineEventFeature({
  name: 'dkmo',
  events: DkmoEvents,
  collections: [DKMO],
  personal: {
    DkmoDirectorSigned: { fields: DKMO_SIGN_FIELDS, subjectOf: signerSubject },
    DkmoMemberSigned: { fields: DKMO_SIGN_FIELDS, subjectOf: signerSubject },
  },
});
