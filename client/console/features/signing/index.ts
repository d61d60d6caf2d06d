export { SigningBlock } from './components/SigningBlock';
