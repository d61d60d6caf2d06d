/** Addresses of the server under test, set by tests/e2e/run.ts. Two origins = two localStorages. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const ALT_URL = process.env.E2E_ALT_URL ?? 'http://127.0.0.1:3000';

export const DEMO_PASSWORD = 'demo';
/** A second API node on the same stores (issue 16), at another origin: set by run.ts. */
export const NODE_B_URL = process.env.E2E_NODE_B_URL ?? 'http://127.0.0.1:3001';
