import { defineConsoleFeature } from '../../shell/feature';

/**
 * Candidate checks (issue 15): no page of their own; the questionnaire card shows their block
 * (ChecksBlock, through index.ts).
 */
export const checksConsoleFeature = defineConsoleFeature({ name: 'checks', routes: [] });
