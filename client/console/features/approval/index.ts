/** What other console features may use of the director's approval (its public surface). */
export { ApprovalBlock } from './components/ApprovalBlock';
