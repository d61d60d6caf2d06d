import type { Cdp } from './chromium';
import { sleep } from './server-process';

/** The console's stored session (client/console/shell/state/session.ts, SESSION_KEY). */
const SESSION_KEY = 'unpacked_jwt_token';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
  permissions: unknown[];
}

/**
 * One signed-in console in its own browser context (its own localStorage: a second person, not a
 * second tab), driven over the DevTools protocol: evaluate, type, click, and wait for the DOM.
 */
export class ConsolePage {
  private constructor(
    private readonly cdp: Cdp,
    private readonly sessionId: string,
    readonly targetId: string,
    readonly contextId: string,
  ) {}

  static async open(cdp: Cdp, baseUrl: string, session: SessionTokens, path: string): Promise<ConsolePage> {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', {
      disposeOnDetach: true,
    });
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = new ConsolePage(cdp, sessionId, targetId, browserContextId);
    await Promise.all([page.call('Page.enable'), page.call('Runtime.enable')]);
    await page.call('Emulation.setDeviceMetricsOverride', {
      width: 1366,
      height: 900,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await page.goto(`${baseUrl}/login`);
    await page.eval(
      `localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(JSON.stringify(session))})`,
    );
    await page.goto(`${baseUrl}${path}`);
    return page;
  }

  call<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    return this.cdp.send<T>(method, params, this.sessionId);
  }

  async goto(url: string): Promise<void> {
    const loaded = new Promise<void>((resolve) => {
      const off = this.cdp.on('Page.loadEventFired', (_p, sid) => {
        if (sid === this.sessionId) {
          off();
          resolve();
        }
      });
    });
    const nav = await this.call<{ errorText?: string }>('Page.navigate', { url });
    if (nav.errorText) throw new Error(`navigation to ${url} failed: ${nav.errorText}`);
    await loaded;
  }

  async eval<T = unknown>(expression: string, awaitPromise = false, timeoutMs = 30_000): Promise<T> {
    const res = await this.cdp.send<{ result: { value?: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, awaitPromise, returnByValue: true },
      this.sessionId,
      timeoutMs,
    );
    if (res.exceptionDetails)
      throw new Error(`page: ${res.exceptionDetails.text} in ${expression.slice(0, 80)}`);
    return res.result.value as T;
  }

  /** Waits until `condition` (a JS expression) holds in the page. */
  async waitFor(condition: string, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await this.eval<boolean>(`Boolean(${condition})`))) {
      if (Date.now() > until) throw new Error(`not in the page within ${timeoutMs} ms: ${condition}`);
      await sleep(50);
    }
  }

  /** Focuses the field (or the textarea/input inside it) and types as a keyboard would. */
  async type(selector: string, text: string): Promise<void> {
    await this.eval(
      `(() => { const el = document.querySelector(${JSON.stringify(selector)}); ` +
        `const field = el && (el.matches('textarea,input') ? el : el.querySelector('textarea,input')); ` +
        `if (!field) throw new Error('no field ${selector}'); field.focus(); })()`,
    );
    await this.call('Input.insertText', { text });
  }

  /** Clicks the element and answers the page's clock just before the click (ms since the epoch). */
  click(selector: string): Promise<number> {
    return this.eval<number>(
      `(() => { const el = document.querySelector(${JSON.stringify(selector)}); ` +
        `if (!el) throw new Error('no element ${selector}'); const t = Date.now(); el.click(); return t; })()`,
    );
  }

  /**
   * Starts watching for `condition` (a JS expression) with a MutationObserver; `observed()` then
   * answers the page's clock when it first held (-1: it already held when the watch started).
   */
  async watch(condition: string, timeoutMs = 10_000): Promise<{ observed(): Promise<number> }> {
    await this.eval(
      `window.__benchSeen = new Promise((resolve) => {
        const ok = () => { try { return Boolean(${condition}); } catch { return false; } };
        if (ok()) return resolve(-1);
        const mo = new MutationObserver(() => { if (ok()) { mo.disconnect(); resolve(Date.now()); } });
        mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => { mo.disconnect(); resolve(-2); }, ${timeoutMs});
      }); true`,
    );
    return { observed: () => this.eval<number>('window.__benchSeen', true, timeoutMs + 5000) };
  }

  async close(): Promise<void> {
    await this.cdp.send('Target.closeTarget', { targetId: this.targetId }).catch(() => {});
    await this.cdp.send('Target.disposeBrowserContext', { browserContextId: this.contextId }).catch(() => {});
  }
}

/** A selector by test id. */
export const tid = (id: string, extra = '') => `[data-testid="${id}"]${extra}`;
/** A JS expression: an element with this test id is in the page. */
export const has = (id: string, extra = '') => `document.querySelector(${JSON.stringify(tid(id, extra))})`;
