/** What other console features may use of the employment (issue 26): the form and the card's 1C block. */
export { EmploymentForm } from './components/EmploymentForm';
export { showsEmploymentForm, useShowsEmploymentForm } from './visibility';
export { OneSBlock } from './components/OneSBlock';
