import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 24, item 7: the profile form told a foreign citizenship and a corporate e-mail only after
 * 'Сохранить', because it did not know the product's name and corporate domain. GET /config (public,
 * read by the console and the candidate's form) carries them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PRODUCT_NAME: 'Магнолия', CORPORATE_EMAIL_DOMAIN: 'Magnolia.ru' });
});
afterAll(() => server.stop());

describe('GET /config', () => {
  it("names the product and the corporate domain for the form's citizenship and e-mail rules", async () => {
    const config = await server.get('/config');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ productName: 'Магнолия', corporateEmailDomain: 'magnolia.ru' });
  });
});
