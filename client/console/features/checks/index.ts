/** What other console features may use of the checks: the card's block. */
export { ChecksBlock } from './ChecksBlock';
