import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from './openapi/document';
import { OPENAPI_FILE } from '#server/features/api-docs/file';

/**
 * `npm run openapi`: writes the OpenAPI description of /api/v1 from the code (scripts/openapi/).
 * The file is never edited by hand: tests/unit/openapi/openapi.test.ts fails when it differs from
 * what this script writes, or when a route or an input schema is missing from it.
 */
const root = join(import.meta.dirname, '..');
const { document, untypedResponses } = await buildOpenApi(root);
writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${OPENAPI_FILE}: ${Object.keys(document.paths as object).length} paths`);
if (untypedResponses.length) {
  console.log(`answers described as objects only (no exported view type): ${untypedResponses.length}`);
  for (const key of untypedResponses) console.log(`  ${key}`);
}
