/** The applicant profile form shared by the console (staff) and the public site (the candidate). */
export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export {
  SCAN_KINDS,
  formErrorOf,
  type ProfileFormError,
  type ProfileFormPort,
  type ProfileQuestionnaire,
  type ScanKind,
  type SuggestionKind,
} from './port';
