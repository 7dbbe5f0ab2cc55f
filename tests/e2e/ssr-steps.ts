import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import type { EditaisResponse } from '#shared/api/editais';
import { ABERTOS, apiGet, cardTitles, carousel, editalWithDetails, expectAllInUf } from './browse-steps';
import { expect } from './fixtures';

/**
 * Server-rendered pages taking over in the browser (docs/decisions/0010-renderizacao-no-servidor.md),
 * shared by ssr.spec.ts (desktop) and mobile.ssr.spec.ts (375 px): each public page arrives with its
 * data in the HTML, hydrates without a mismatch (the `test` fixture fails on any console or page
 * error, which is how React's production build reports one), asks the API for nothing while it
 * loads, keeps its title, and then answers the user.
 */

export const LANDING_H1 = 'Encontre o concurso certo e comece hoje a construir o seu futuro';
export const LANDING_TITLE = 'MCI — Seu futuro começa aqui';
/** Loading placeholders announce themselves as a status ('Carregando concursos…', 'Buscando concursos…'). */
export const LOADING = /Carregando|Buscando/;

/** The address of a page and what it must show, some read from the API (the demo data is per day). */
export interface PageTarget {
  path: string;
  status: number;
  /** document.title, '<page> — MCI'. */
  title: string;
  h1: string;
}

export interface PublicPage {
  /** Names the page in the test's title. */
  name: string;
  target: (request: APIRequestContext) => Promise<PageTarget>;
  /** After hydration: a control that only React makes work responds. */
  interact: (page: Page, request: APIRequestContext, target: PageTarget) => Promise<void>;
}

interface PageMarks {
  /** document.title each time it changed, from the end of parsing (the server's title) on. */
  titlesSeen: string[];
  /** Set on the page before a click: still there afterwards means no document was loaded. */
  sameDocument?: boolean;
}

/** Records every title the document shows once parsed, before any of the app's scripts runs. */
async function recordTitles(page: Page) {
  await page.addInitScript(() => {
    const marks = window as unknown as PageMarks;
    marks.titlesSeen = [];
    const record = () => {
      // While parsing, <title> may be half written; module scripts run only after parsing ends.
      if (document.readyState === 'loading') return;
      const title = document.title;
      if (marks.titlesSeen[marks.titlesSeen.length - 1] !== title) marks.titlesSeen.push(title);
    };
    document.addEventListener('readystatechange', record);
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Requests to the app's API (path /api/…) the page makes from now on, as 'GET /api/feed?uf=SP'. */
export function watchApiRequests(page: Page): { requests: string[]; stop: () => void } {
  const requests: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  return { requests, stop: () => page.off('request', listener) };
}

/**
 * Waits until React has taken over the server's HTML. The app mounts sonner's live region only
 * once hydrated (AppProvider, useHydrated), so its presence is the signal; 'networkidle' before it
 * means every route chunk has arrived and any request hydration would start has been made.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('section[aria-label="Notificações (Alt+T)"]')).toBeAttached();
}

/** The page's one h1 shows `text`. */
export async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** No skeleton or loading status on the page. */
export async function expectNoLoadingPlaceholder(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0);
}

/**
 * A click on `link` is handled by the router in the page: the address and h1 change, and the
 * document is the same one (a full load would have dropped the mark set on window).
 */
export async function navigatesInPage(page: Page, link: Locator, url: RegExp, h1: string) {
  await page.evaluate(() => {
    (window as unknown as PageMarks).sameDocument = true;
  });
  await link.click();
  await expect(page).toHaveURL(url);
  await expectHeading(page, h1);
  expect(await page.evaluate(() => (window as unknown as PageMarks).sameDocument), 'navegação sem recarregar a página').toBe(true);
}

function footerLink(page: Page, name: string): Locator {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

/** A word of a result's title (not 'Concurso' or 'Prefeitura'), lower case and without accents. */
function searchWord(titles: string[]): string {
  const skip = new Set(['concurso', 'prefeitura']);
  const word = titles
    .flatMap((t) => t.split(/[\s()'-]+/))
    .map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    .find((w) => w.length >= 5 && !/\d/.test(w) && !skip.has(w));
  return word ?? 'concurso';
}

/** Types a new search on /explorar and sends it with `send`; the address and results follow it. */
export async function searchFromExplorar(page: Page, request: APIRequestContext, send: 'Buscar' | 'Enter') {
  const current = await cardTitles(page.getByRole('main'));
  const term = searchWord(current);
  const expected = await apiGet<EditaisResponse>(request, `/api/editais?q=${encodeURIComponent(term)}`);
  expect(expected.editais.length, `resultados para '${term}'`).toBeGreaterThan(0);
  const search = page.getByRole('search', { name: 'Buscar concursos' });
  const input = search.getByRole('searchbox', { name: 'Título do concurso' });
  await input.fill(term);
  if (send === 'Enter') await input.press('Enter');
  else await search.getByRole('button', { name: 'Buscar' }).click();
  // With JavaScript the app writes ?q=…; the browser's own GET submission adds the empty '&uf='.
  await expect(page).toHaveURL(new RegExp(`/explorar\\?q=${term}(&uf=)?$`));
  await expect(input).toHaveValue(term);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(expected.editais.length, 12));
  expect(await cardTitles(page.getByRole('main'))).toEqual(expected.editais.slice(0, 12).map((e) => e.titulo));
}

const institutional = (name: string, path: string, h1: string, next: [link: string, path: string, h1: string]): PublicPage => ({
  name,
  target: () => Promise.resolve({ path, status: 200, title: `${h1} — MCI`, h1 }),
  interact: (page) => navigatesInPage(page, footerLink(page, next[0]), new RegExp(`${next[1]}$`), next[2]),
});

/** Every public page, each with a control that only works once hydrated. */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'página inicial (/)',
    target: () => Promise.resolve({ path: '/', status: 200, title: LANDING_TITLE, h1: LANDING_H1 }),
    interact: async (page, request) => {
      const inSp = await apiGet<EditaisResponse>(request, '/api/feed-publico?uf=SP');
      const openInSp = inSp.editais.filter((e) => e.status === 'inscricoes_abertas');
      const picker = page.getByRole('group', { name: 'Escolha o seu estado' });
      const sp = picker.getByRole('button', { name: 'SP São Paulo', exact: true });
      await sp.click();
      await expect(page).toHaveURL(/\/\?uf=SP$/);
      await expect(sp).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Mostrando concursos de São Paulo (SP).')).toBeVisible();
      await expect(carousel(page, ABERTOS).getByRole('article')).toHaveCount(Math.min(openInSp.length, 8));
      await expectAllInUf(carousel(page, ABERTOS), 'SP');
    },
  },
  {
    name: 'feed (/feed)',
    target: () => Promise.resolve({ path: '/feed', status: 200, title: 'Seu Feed de Concursos — MCI', h1: 'Seu Feed de Concursos' }),
    interact: async (page, request) => {
      const feed = await apiGet<EditaisResponse>(request, '/api/feed');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(feed.editais.length);
      const inSp = await apiGet<EditaisResponse>(request, '/api/feed?uf=SP');
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
      await expect(page).toHaveURL(/\/feed\?uf=SP$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(inSp.editais.length);
      await expectAllInUf(page.getByRole('main'), 'SP');
    },
  },
  {
    name: 'busca (/explorar?q=prefeitura)',
    target: () =>
      Promise.resolve({ path: '/explorar?q=prefeitura', status: 200, title: 'Explorar Concursos — MCI', h1: 'Explorar Concursos' }),
    interact: async (page, request) => {
      const found = await apiGet<EditaisResponse>(request, '/api/editais?q=prefeitura');
      await expect(page.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('prefeitura');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(found.editais.length, 12));
      await searchFromExplorar(page, request, 'Buscar');
    },
  },
  {
    name: 'detalhe do concurso (/edital/{id})',
    target: async (request) => {
      const { edital } = await editalWithDetails(request);
      return { path: `/edital/${edital.id}`, status: 200, title: `${edital.titulo} — MCI`, h1: edital.titulo };
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Salvar Concurso' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crie sua conta gratuita' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Agora não' }).click();
      await expect(dialog).toBeHidden();
      await navigatesInPage(page, page.getByRole('link', { name: 'Voltar para o feed' }), /\/feed$/, 'Seu Feed de Concursos');
    },
  },
  {
    name: 'estado (/concursos/sp)',
    target: () =>
      Promise.resolve({ path: '/concursos/sp', status: 200, title: 'Concursos em São Paulo — MCI', h1: 'Concursos em São Paulo' }),
    interact: async (page) => {
      await expectAllInUf(page.getByRole('main').getByRole('region', { name: 'Inscrições abertas' }), 'SP');
      const mg = page.getByRole('navigation', { name: 'Outros estados' }).getByRole('link', { name: 'Minas Gerais', exact: true });
      await navigatesInPage(page, mg, /\/concursos\/mg$/, 'Concursos em Minas Gerais');
    },
  },
  institutional('sobre (/sobre)', '/sobre', 'Sobre o MCI', ['Termos de Uso', '/termos', 'Termos de Uso']),
  institutional('termos (/termos)', '/termos', 'Termos de Uso', ['Política de Privacidade', '/privacidade', 'Política de Privacidade']),
  institutional('privacidade (/privacidade)', '/privacidade', 'Política de Privacidade', ['Contato', '/contato', 'Contato']),
  institutional('planos (/planos)', '/planos', 'Planos', ['Contato', '/contato', 'Contato']),
  {
    ...institutional('contato (/contato)', '/contato', 'Contato', ['Sobre', '/sobre', 'Sobre o MCI']),
    interact: async (page) => {
      // GET /api/site arrived with the page: the address is there without asking.
      await expect(page.getByRole('main').getByRole('link', { name: 'contato.e2e@exemplo.com.br' })).toBeVisible();
      await navigatesInPage(page, footerLink(page, 'Sobre'), /\/sobre$/, 'Sobre o MCI');
    },
  },
  {
    name: 'endereço desconhecido (404)',
    target: () => Promise.resolve({ path: '/pagina-que-nao-existe', status: 404, title: 'Página não encontrada — MCI', h1: '404' }),
    interact: (page) => navigatesInPage(page, page.getByRole('link', { name: 'Return to Home' }), /\/$/, LANDING_H1),
  },
  {
    name: 'concurso com id malformado (/edital/abc, 404)',
    target: () =>
      Promise.resolve({ path: '/edital/abc', status: 404, title: 'Concurso não encontrado — MCI', h1: 'Concurso não encontrado' }),
    interact: (page) =>
      navigatesInPage(page, page.getByRole('main').getByRole('link', { name: 'Voltar para o feed' }), /\/feed$/, 'Seu Feed de Concursos'),
  },
];

/**
 * Opens `spec`'s page and checks its hydration: no API request while it loads (the data came in the
 * HTML), the h1, the title the server wrote kept throughout, no loading placeholder, and a control
 * that responds.
 */
/**
 * The app's scripts (src/web/boot.ts loads main.tsx and the framework) are asked for only after the
 * page's first paint: on a phone their download does not compete with the first frame.
 */
async function expectAppAfterFirstPaint(page: Page) {
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
    const app = performance.getEntriesByType('resource').filter((e) => /\/assets\/(main|vendor)-[\w-]+\.js$/.test(e.name));
    return { paint: paint?.startTime ?? null, app: app.map((e) => e.startTime) };
  });
  expect(timing.paint, 'primeira pintura registrada').not.toBeNull();
  expect(timing.app, 'main e vendor pedidos').toHaveLength(2);
  for (const start of timing.app) expect(start, 'script do app pedido depois da primeira pintura').toBeGreaterThanOrEqual(timing.paint!);
}

export async function hydratesWithoutFetching(page: Page, request: APIRequestContext, spec: PublicPage) {
  const target = await spec.target(request);
  await recordTitles(page);
  const api = watchApiRequests(page);
  const response = await page.goto(target.path);
  expect(response?.status(), target.path).toBe(target.status);
  await waitForHydration(page);
  api.stop();
  expect(api.requests, 'pedidos à API durante o carregamento').toEqual([]);
  await expectAppAfterFirstPaint(page);

  await expectHeading(page, target.h1);
  await expectNoLoadingPlaceholder(page);
  expect(await page.title()).toBe(target.title);
  const titles = await page.evaluate(() => (window as unknown as PageMarks).titlesSeen);
  expect(titles, 'títulos do documento do fim do HTML até depois da hidratação').toEqual([target.title]);

  await spec.interact(page, request, target);
}
