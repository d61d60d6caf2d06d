import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStatesDoc } from '#events/questionnaire/states-doc';
import { TRANSITIONS } from '#events/questionnaire/states';

describe('docs/questionnaire-states.md', () => {
  it('is the transition table as the code has it (npm run docs:states rewrites it)', () => {
    const file = readFileSync(new URL('../../../docs/questionnaire-states.md', import.meta.url), 'utf8');
    expect(file).toBe(renderStatesDoc());
    for (const action of Object.keys(TRANSITIONS)) expect(file).toContain(`| \`${action}\` |`);
  });
});
