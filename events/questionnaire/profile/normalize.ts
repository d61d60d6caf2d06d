import { normalizeName } from '../../questionnaire-light/inputs';
import type { Military, ProfilePersonal } from './types';

/** What the form does before a save (spec part 2, section 5): names tidied, disabled fields cleared. */
export function normalizePersonal(p: ProfilePersonal): ProfilePersonal {
  return {
    ...p,
    lastname: normalizeName(p.lastname),
    firstname: normalizeName(p.firstname),
    // 'Нет отчества' clears the patronymic.
    secondname: p.woPatronymic ? '' : normalizeName(p.secondname),
    email: p.email.trim(),
  };
}

export function normalizeMilitary(m: Military): Military {
  // A registration certificate disables the mobilisation flag; the party number needs the flag.
  const mobilizationDocumentExist = m.documentType === 'Pripisnoe' ? false : m.mobilizationDocumentExist;
  return {
    ...m,
    mobilizationDocumentExist,
    militaryCommandPartyNumber: mobilizationDocumentExist ? m.militaryCommandPartyNumber : '',
  };
}
