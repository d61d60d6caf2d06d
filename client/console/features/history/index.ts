/** What other console features use of the history: the 'История' button of their record screens. */
export { HistoryButton } from './components/HistoryButton';
