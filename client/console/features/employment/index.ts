/** What other console features may use of the employment form (its public surface). */
export { EmploymentForm } from './components/EmploymentForm';
export { showsEmploymentForm, useShowsEmploymentForm } from './visibility';
