/** What other console features may use of the employment (issue 26): the card's 1C block. */
export { OneSBlock } from './components/OneSBlock';
