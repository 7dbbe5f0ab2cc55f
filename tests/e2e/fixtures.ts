import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page a test opens fails the test if it logs an error to the console or throws
 * (DESIGN.md section 9). Expected errors are listed in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A 404 document is expected on purpose by the not-found tests.
      if (/status of 404/.test(text)) return;
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Pages arrive drawn by the server: a click before React hydrates them does nothing, as for a
    // real visitor. After each goto to one of the site's pages, wait until the app has taken over.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isAppPage = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      const hasApp = isAppPage && (await page.locator('script[type="module"][src^="/assets/"]').count()) > 0;
      if (javaScriptEnabled !== false && hasApp) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
      }
      return response;
    };
    await use(page);
    expect(errors, 'erros no console do navegador').toEqual([]);
  },
});

export { expect };

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function expectNoSeriousViolation(results: AxeResults) {
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
  ).toEqual([]);
}

/** In the page: the toasts have settled (at least one, each mounted and none leaving, nothing in the toaster moving or fading). */
function toastsSettled(): boolean {
  const toaster = document.querySelector('[data-sonner-toaster]');
  const toasts = toaster ? [...toaster.querySelectorAll<HTMLElement>('[data-sonner-toast]')] : [];
  return (
    toasts.length > 0 &&
    toasts.every((t) => t.dataset.mounted === 'true' && t.dataset.removed !== 'true') &&
    toaster!.getAnimations({ subtree: true }).length === 0
  );
}

/**
 * The next toast to come in is held as a reader holds it: the pointer is on it as it appears (a `mousemove` on the
 * toaster, which sonner answers by spreading the stack and pausing every toast's timer) until the real pointer moves
 * away. Call it before the action that brings the toast, then expectToastsAccessible: a toast lives 4 s, and on a
 * busy machine those ran out once between the test seeing it and the real pointer reaching it (CI, the sign-up
 * journey). Headless Chromium sends no pointer event to an element that appears under a resting pointer, so the
 * page sends it.
 */
export async function holdNextToast(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver((records) => {
      const added = records.some((r) =>
        [...r.addedNodes].some((n) => n instanceof Element && n.matches('[data-sonner-toast], [data-sonner-toaster]')),
      );
      const toaster = document.querySelector('[data-sonner-toaster]');
      if (!added || !toaster) return;
      toaster.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * axe on the toasts alone, once they have settled (the page's check leaves them out, see below): the colours of each
 * kind of toast (success, error, info) as a user reads them. Held since they came in (holdNextToast before the action). The pointer rests on the front toast, as a user's does to
 * read it: sonner spreads the stack (every toast in full) and holds their timers. A toast that came in while axe read
 * them (the collection's result after its 'Iniciando coleta') means another reading: only a reading of toasts that
 * stood still from its start to its end counts.
 */
export async function expectToastsAccessible(page: Page) {
  for (let reading = 1; reading <= 5; reading++) {
    await page.locator('[data-sonner-toast][data-front="true"]').hover();
    await expect.poll(() => page.evaluate(toastsSettled), { message: 'os avisos (toasts) param de se mover' }).toBe(true);
    const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    if (await page.evaluate(toastsSettled)) {
      expectNoSeriousViolation(results);
      return;
    }
  }
  throw new Error('os avisos (toasts) não ficaram parados durante nenhuma das cinco leituras do axe');
}

/** axe: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Toasts (sonner) are left out: axe measured a toast's contrast while it moved or faded (stacked toasts' text fades
  // out, a new one slides in), twice in the collection journey, where the toast repeats the page's live status region.
  // expectToastsAccessible checks them settled.
  expectNoSeriousViolation(await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze());
}
