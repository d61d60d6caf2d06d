/** What other console features (publication) may use of vacancies (its public surface). */
export { publishAction, resetAccount } from './api';
export type { JobBoardService, StaffVacancy } from './api';
export {
  errorText,
  PANEL_SERVICES,
  publicationBadgeText,
  publicationStateText,
  SERVICE_LABELS,
} from './components/format';
export { ResultModal } from './components/ResultModal';
export type { ResultMessage } from './components/ResultModal';
export { useStaffStores } from './pages/useStaffStores';
export { storeRoom } from './api';
