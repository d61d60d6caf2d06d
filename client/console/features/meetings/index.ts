/** What other console features may use of the calendar (its public surface). */
export { InviteToInterview } from './components/InviteToInterview';
export { EmploymentInvite } from './components/EmploymentInvite';
