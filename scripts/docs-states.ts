import { writeFileSync } from 'node:fs';
import { renderStatesDoc } from '#events/questionnaire/states-doc';

/** Rewrites docs/questionnaire-states.md from the transition table. */
writeFileSync(new URL('../docs/questionnaire-states.md', import.meta.url), renderStatesDoc());
console.log('docs/questionnaire-states.md written');
