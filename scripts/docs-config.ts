import { writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, renderConfigurationDoc } from './docs-config/render';

/** Rewrites the configuration table in docs/configuration.md from server/core/config.ts. */
writeFileSync(CONFIGURATION_DOC, await renderConfigurationDoc());
console.log('docs/configuration.md written');
