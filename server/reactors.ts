import type { Reactor } from './core/reactor';
import { lightToQuestionnaireReactor } from './features/questionnaire/light-reactor';

/** Process managers started with the server (after demo data) and stopped on close. */
export const REACTORS: Reactor[] = [lightToQuestionnaireReactor];
