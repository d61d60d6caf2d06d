import { apiCall } from '../../shell/http';

export const API_DOCS_PATH = '/protected/api-docs';

/** GET /openapi.json: the API's description, generated from the server's code. */
export const getOpenApi = () =>
  apiCall<Record<string, unknown>>('/openapi.json', undefined, { method: 'GET' });
