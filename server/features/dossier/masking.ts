import { maskedProfile, seesWholeIdentity } from '#events/questionnaire/masking';
import { redactSecrets } from '../audit';
import { maskHire } from '../employment';

/** What a viewer who may not see a signature reads in its place. */
export const HIDDEN_SIGNATURE = 'скрыто';

type Data = Record<string, unknown>;
const isRecord = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** A signer's image and strokes hidden (the signed copies are shown to those who hire only). */
function hideSigner(signer: unknown): unknown {
  if (!isRecord(signer)) return signer;
  const hidden: Data = { ...signer };
  for (const key of ['png', 'pngDataUrl']) if (key in hidden) hidden[key] = HIDDEN_SIGNATURE;
  if ('strokes' in hidden) hidden.strokes = [];
  return hidden;
}

/**
 * Event data for a viewer who does not see identity data whole (unit and region directors, the
 * auditor): what the record's own screens mask, masked here too. Identity numbers keep their last
 * four digits (events/questionnaire/masking.ts), the salary account as the hire's card shows it
 * (employment/masking.ts), and signatures' images and strokes are hidden, as the signed documents
 * are. Erased values already read 'удалено' from the event store.
 */
function maskedData(type: string, data: unknown): unknown {
  if (!isRecord(data)) return data;
  switch (type) {
    case 'ProfilePersonalSaved':
    case 'ProfilePassportSaved':
    case 'ProfileMilitarySaved':
      // The event's data is `{ [section]: section }`: the profile's own shape.
      return maskedProfile(data);
    case 'HireRequested':
      return maskHire(data);
    case 'DocumentsSigned':
      return { ...data, candidate: hideSigner(data.candidate), director: hideSigner(data.director) };
    case 'DkmoDirectorSigned':
    case 'DkmoMemberSigned':
      return { ...data, sign: hideSigner(data.sign) };
    default:
      return data;
  }
}

/** An event's data as this viewer may read it in the dossier: secrets redacted, personal data masked. */
export function dossierData(scope: string, type: string, data: unknown): unknown {
  const redacted = redactSecrets(data);
  return seesWholeIdentity(scope) ? redacted : maskedData(type, redacted);
}
