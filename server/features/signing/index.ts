export { candidateNameOf, signQuestionnaire } from './commands';
export { demoSignatures, encodePng } from './demo-signatures';
