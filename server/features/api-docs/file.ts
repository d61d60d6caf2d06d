import { join } from 'node:path';

/** The generated description (`npm run openapi`), served at GET /api/v1/openapi.json. */
export const OPENAPI_FILE = join(import.meta.dirname, 'openapi.json');
