import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { EditaisResponse, Edital, EditalDetalheResponse } from '#shared/api/editais';
import { expect, expectAccessible } from './fixtures';

/**
 * A visitor's path through the public screens, shared by browse.spec.ts (desktop) and
 * mobile.browse.spec.ts (375 px). The demo data is generated for the day the server starts, so the
 * steps read the API first and assert what the page shows against it instead of fixed titles.
 */

export const ABERTOS = 'Concursos com Inscrições Abertas';
export const PREVISTOS = 'Concursos Previstos / Autorizados';

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Sites outside the app answer with a tiny page, so nothing reaches the internet. */
export async function fakeExternalSites(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Site externo</title><p>ok</p>' }),
  );
}

/** The page does not scroll sideways (everything fits the window's width). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The slides of a carousel (groups announced as 'slide', not the cards' action groups). */
export function slidesOf(region: Locator): Locator {
  return region.locator('[role="group"][aria-roledescription="slide"]');
}

/** Text of each card's title in a list or carousel, in order. */
export async function cardTitles(scope: Locator): Promise<string[]> {
  return scope.getByRole('article').getByRole('heading').allTextContents();
}

/** Every card in `scope` is placed in `uf` ('Cidade – UF'). */
export async function expectAllInUf(scope: Locator, uf: string) {
  const cards = scope.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(` – ${uf}`);
}

/** Landing: both carousels match GET /api/feed-publico; picking a state filters; 'Ver todos' clears. */
export async function landingStatePicker(page: Page, request: APIRequestContext, uf = 'SP', ufName = 'São Paulo') {
  const all = await apiGet<EditaisResponse>(request, '/api/feed-publico');
  const open = all.editais.filter((e) => e.status === 'inscricoes_abertas');
  const forecast = all.editais.filter((e) => e.status !== 'inscricoes_abertas');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Ver Concursos Abertos Agora/ })).toHaveAttribute('href', '/feed');
  for (const blurb of ['Dados Atualizados', 'Alertas Personalizados', 'Busca Inteligente']) {
    await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  }
  const picker = page.getByRole('group', { name: 'Escolha o seu estado' });
  await expect(picker.getByRole('button', { pressed: false })).toHaveCount(27);
  await expect(carousel(page, ABERTOS).getByRole('article')).toHaveCount(Math.min(open.length, 8));
  await expect(carousel(page, PREVISTOS).getByRole('article')).toHaveCount(Math.min(forecast.length, 8));
  expect(await cardTitles(carousel(page, ABERTOS))).toEqual(open.map((e) => e.titulo));
  await expect(page.getByRole('link', { name: 'Criar Conta Gratuita' })).toBeVisible();
  await expectAccessible(page);

  const inUf = await apiGet<EditaisResponse>(request, `/api/feed-publico?uf=${uf}`);
  const openInUf = inUf.editais.filter((e) => e.status === 'inscricoes_abertas');
  await picker.getByRole('button', { name: `${uf} ${ufName}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?uf=${uf}$`));
  await expect(picker.getByRole('button', { name: `${uf} ${ufName}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Mostrando concursos de ${ufName} (${uf}).`)).toBeVisible();
  await expect(carousel(page, ABERTOS).getByRole('article')).toHaveCount(Math.min(openInUf.length, 8));
  expect(await cardTitles(carousel(page, ABERTOS))).toEqual(openInUf.map((e) => e.titulo));
  await expectAllInUf(carousel(page, ABERTOS), uf);
  if (inUf.editais.length > openInUf.length) await expectAllInUf(carousel(page, PREVISTOS), uf);

  await picker.getByRole('button', { name: 'Ver todos os estados' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(picker.getByRole('button', { pressed: true })).toHaveText(/Ver todos os estados/);
  await expect(carousel(page, ABERTOS).getByRole('article')).toHaveCount(Math.min(open.length, 8));
  expect(await cardTitles(carousel(page, ABERTOS))).toEqual(open.map((e) => e.titulo));
}

/** The open-notices carousel moves with its arrows and the keyboard, and stops at both ends. */
export async function carouselArrows(page: Page) {
  await page.goto('/');
  const region = carousel(page, ABERTOS);
  const slides = slidesOf(region);
  await expect(slides.first()).toBeVisible();
  const total = await slides.count();
  expect(total, 'o carrossel precisa de mais slides do que cabem na tela').toBeGreaterThan(3);
  const prev = region.getByRole('button', { name: 'Anterior' });
  const next = region.getByRole('button', { name: 'Próximo' });
  await region.scrollIntoViewIfNeeded();

  await expect(prev).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await expect(slides.first()).toBeInViewport();
  await expect(slides.first()).toHaveAccessibleName(`1 de ${total}`);

  await next.click();
  await expect(prev).toHaveAttribute('aria-disabled', 'false');
  await expect(slides.first()).not.toBeInViewport({ ratio: 0.5 });

  // Keyboard: the arrows are buttons (Enter), and the arrow keys move the carousel from inside it.
  await prev.focus();
  await page.keyboard.press('Enter');
  await expect(prev).toHaveAttribute('aria-disabled', 'true');
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(prev).toBeFocused();
  await slides.first().getByRole('link').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(prev).toHaveAttribute('aria-disabled', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(prev).toHaveAttribute('aria-disabled', 'true');

  // To the end: 'Próximo' turns disabled with the last slide in view, and stays focusable.
  for (let i = 0; i < total && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
    await next.click();
    await page.waitForTimeout(150);
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toBeFocused();
  await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
}

/** /feed: cards from GET /api/feed; the state filter lives in ?uf= and survives a reload. */
export async function feedStateFilter(page: Page, request: APIRequestContext, uf = 'SP') {
  const feed = await apiGet<EditaisResponse>(request, '/api/feed');
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
  await expect(page).toHaveTitle('Seu Feed de Concursos — MCI');
  await expect(page.getByRole('article')).toHaveCount(feed.editais.length);
  expect(await cardTitles(page.getByRole('main'))).toEqual(feed.editais.map((e) => e.titulo));
  await expectAccessible(page);

  const inUf = await apiGet<EditaisResponse>(request, `/api/feed?uf=${uf}`);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption(uf);
  await expect(page).toHaveURL(new RegExp(`/feed\\?uf=${uf}$`));
  await expect(page.getByRole('article')).toHaveCount(inUf.editais.length);
  await expectAllInUf(page.getByRole('main'), uf);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue(uf);
  await expect(page.getByRole('article')).toHaveCount(inUf.editais.length);

  await page.getByRole('combobox', { name: 'Estado' }).selectOption('');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('article')).toHaveCount(feed.editais.length);
}

/** A card's registration link asks before leaving; Cancelar stays, Continuar opens a new tab. */
export async function cardLeaveSiteConfirm(page: Page, request: APIRequestContext) {
  await fakeExternalSites(page.context());
  const feed = await apiGet<EditaisResponse>(request, '/api/feed');
  const edital = feed.editais.find((e) => e.link_inscricao?.startsWith('http'));
  expect(edital, 'um concurso do feed com link de inscrição').toBeTruthy();
  const target = edital!.link_inscricao!;

  await page.goto('/feed');
  const card = page.getByRole('article', { name: edital!.titulo, exact: true });
  const trigger = card.getByRole('button', { name: /Inscrever-se/ });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Você está saindo do MCI' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(new URL(target).hostname.replace(/^www\./, ''));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(/\/feed$/);

  await trigger.click();
  const continuar = page.getByRole('dialog').getByRole('link', { name: 'Continuar' });
  await expect(continuar).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(continuar).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), continuar.click()]);
  await expect.poll(() => popup.url()).toBe(target);
  // noopener: the new tab cannot reach back into MCI.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/feed$/);
}

/** Salvar, Marcar como visto and 'Não me interessa' invite a visitor to sign up. */
export async function signUpPrompt(page: Page) {
  await page.goto('/feed');
  const card = page.getByRole('article').first();
  const save = card.getByRole('button', { name: 'Salvar' });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Crie sua conta gratuita' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Agora não' }).click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();

  await card.getByRole('button', { name: 'Não me interessa' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Marcar como visto' }).click();
  await dialog.getByRole('link', { name: 'Criar minha conta' }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(dialog).toBeHidden();
}

/** Clicks 'Mostrar mais concursos' until every result is on the page. */
async function revealAllResults(page: Page) {
  const more = page.getByRole('button', { name: 'Mostrar mais concursos' });
  while (await more.isVisible()) await more.click();
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A word of a notice title in `uf` typed without accents and in lower case (an accented word when
 * there is one), to show the search ignores both.
 */
async function searchTermFor(request: APIRequestContext, uf: string): Promise<{ term: string; word: string }> {
  const { editais } = await apiGet<EditaisResponse>(request, `/api/editais?uf=${uf}`);
  const words = editais.flatMap((e) => e.titulo.split(/[\s()-]+/)).filter((w) => w.length >= 4 && !/^\d+$/.test(w));
  const word = words.find((w) => stripAccents(w) !== w) ?? words.find((w) => w !== 'Concurso') ?? 'Concurso';
  return { term: stripAccents(word).toLowerCase(), word };
}

/** /explorar: text + state search, Enter and 'Buscar', kept in the address across a reload. */
export async function searchByTextAndState(page: Page, request: APIRequestContext, uf = 'SP') {
  const { term, word } = await searchTermFor(request, uf);
  const expected = await apiGet<EditaisResponse>(request, `/api/editais?q=${encodeURIComponent(term)}&uf=${uf}`);
  expect(expected.editais.length).toBeGreaterThan(0);
  expect(expected.editais.some((e) => e.titulo.includes(word))).toBe(true);

  await page.goto('/explorar');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar Concursos' })).toBeVisible();
  await expect(page).toHaveTitle('Explorar Concursos — MCI');
  const search = page.getByRole('search', { name: 'Buscar concursos' });
  const estado = search.getByRole('combobox', { name: 'Estado' });
  await expect(estado.locator('option')).toHaveCount(28);
  await expect(estado.locator('option').first()).toHaveText('Todos');
  // Without filters: the newest notices, twelve at a time.
  const newest = await apiGet<EditaisResponse>(request, '/api/editais');
  await expect(page.getByRole('article')).toHaveCount(Math.min(newest.editais.length, 12));
  await expectAccessible(page);
  await revealAllResults(page);
  await expect(page.getByRole('article')).toHaveCount(newest.editais.length);

  await estado.selectOption(uf);
  const input = search.getByRole('searchbox', { name: 'Título do concurso' });
  await input.fill(term);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/explorar\\?q=${encodeURIComponent(term)}&uf=${uf}$`));
  await expect(page.getByText(/concursos? encontrados?$/)).toBeVisible();
  await revealAllResults(page);
  await expect(page.getByRole('article')).toHaveCount(expected.editais.length);
  expect(await cardTitles(page.getByRole('main'))).toEqual(expected.editais.map((e) => e.titulo));
  await expect(page.getByRole('article').filter({ hasText: word }).first()).toBeVisible();
  await expectAllInUf(page.getByRole('main'), uf);

  // The address holds the search: a reload shows the same fields and results.
  await page.reload();
  await expect(input).toHaveValue(term);
  await expect(estado).toHaveValue(uf);
  await expect(page.getByText(/concursos? encontrados?$/)).toBeVisible();
  await revealAllResults(page);
  await expect(page.getByRole('article')).toHaveCount(expected.editais.length);

  await input.fill('zzzz nada assim');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum concurso encontrado com os filtros selecionados.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goBack();
  await expect(input).toHaveValue(term);
  await expect(page.getByText(/concursos? encontrados?$/)).toBeVisible();
  await revealAllResults(page);
  await expect(page.getByRole('article')).toHaveCount(expected.editais.length);
}

/** A notice of the feed with positions and similar notices, and its detail answer. */
export async function editalWithDetails(request: APIRequestContext): Promise<{ edital: Edital; detail: EditalDetalheResponse }> {
  const feed = await apiGet<EditaisResponse>(request, '/api/feed');
  for (const edital of feed.editais) {
    const detail = await apiGet<EditalDetalheResponse>(request, `/api/editais/${edital.id}`);
    if (detail.cargos.length > 0 && detail.similares.length > 0 && detail.edital.link_edital) return { edital, detail };
  }
  throw new Error('nenhum concurso do feed tem cargos, similares e edital');
}

/** From a card's title to the detail: header, positions table, similar notices, back to the feed. */
export async function editalDetail(page: Page, request: APIRequestContext) {
  const { edital, detail } = await editalWithDetails(request);
  await page.goto('/feed');
  await page.getByRole('article', { name: edital.titulo, exact: true }).getByRole('link', { name: edital.titulo }).click();
  await expect(page).toHaveURL(new RegExp(`/edital/${edital.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edital.titulo);
  await expect(page).toHaveTitle(`${edital.titulo} — MCI`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  for (const label of ['Início das inscrições', 'Fim das inscrições', 'Data da prova', 'Escolaridade', 'Vagas', 'Remuneração']) {
    await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Cronograma' })).toContainText(/(Retificado|Atualizado) em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(page.getByRole('region', { name: 'Fontes oficiais' })).toContainText('edital oficial');
  await expect(page.getByRole('link', { name: 'Abrir Edital Oficial (PDF)' })).toHaveAttribute('href', detail.edital.link_edital!);
  await expect(page.getByRole('button', { name: 'Salvar Concurso' })).toBeVisible();

  const table = page.getByRole('table', { name: `Cargos do ${edital.titulo}` });
  const headers = ['Cargo', 'Escolaridade', 'Jornada', 'Vagas', 'Remuneração base', 'Formato da prova', 'Taxa'];
  await expect(table.getByRole('columnheader')).toHaveText(headers);
  await expect(table.getByRole('rowheader')).toHaveText(detail.cargos.map((c) => c.nome));

  const similares = page.getByRole('region', { name: 'Concursos Similares' });
  await expect(similares.getByRole('article')).toHaveCount(detail.similares.length);
  expect(detail.similares.length).toBeLessThanOrEqual(3);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Salvar Concurso' }).click();
  await expect(page.getByRole('dialog', { name: 'Crie sua conta gratuita' })).toBeVisible();
  await page.getByRole('button', { name: 'Agora não' }).click();

  await page.getByRole('link', { name: 'Voltar para o feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

/**
 * A corrected notice tells what changed ('O que mudou', newest first: the extension and the new
 * vacancies), in the page the server sends (no script needed) and in the browser.
 */
export async function editalChanges(page: Page, request: APIRequestContext) {
  const feed = await apiGet<EditaisResponse>(request, '/api/feed');
  let found: EditalDetalheResponse | null = null;
  for (const edital of feed.editais.filter((e) => e.retificado_em)) {
    const detail = await apiGet<EditalDetalheResponse>(request, `/api/editais/${edital.id}`);
    if (detail.mudancas.some((m) => m.textos.some((t) => t.startsWith('Inscrições prorrogadas')))) {
      found = detail;
      break;
    }
  }
  if (!found) throw new Error('nenhum concurso retificado do feed tem mudanças');
  const texts = found.mudancas[0]!.textos;

  const html = await (await request.get(`/edital/${found.edital.id}`)).text();
  for (const text of texts) expect(html).toContain(text);

  await page.goto(`/edital/${found.edital.id}`);
  const changes = page.getByRole('region', { name: 'O que mudou' });
  await expect(changes).toBeVisible();
  for (const text of texts) await expect(changes.getByText(text, { exact: true })).toBeVisible();
  await expect(changes).toContainText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expectAccessible(page);
}

/** 'Inscrever-se Agora' warns for 2 seconds, then opens the registration site in a new tab. */
export async function registrationWarning(page: Page, request: APIRequestContext) {
  await fakeExternalSites(page.context());
  const { edital, detail } = await editalWithDetails(request);
  const target = detail.edital.link_inscricao ?? detail.edital.banca?.site;
  expect(target).toBeTruthy();
  await page.goto(`/edital/${edital.id}`);
  const button = page.getByRole('button', { name: 'Inscrever-se Agora' });
  await expect(button).toBeEnabled();
  // (axe runs on this page in editalDetail: here it would hold up the page's timer.)
  const started = Date.now();
  const popupPromise = page.waitForEvent('popup', { timeout: 10_000 });
  await button.click();
  const warning = page.getByText('Você será redirecionado para o site oficial de inscrição');
  await expect(warning).toBeVisible();
  const popup = await popupPromise;
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  await expect.poll(() => popup.url()).toBe(target);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/edital/${edital.id}$`));
}

/** Unknown and malformed ids show 'Concurso não encontrado' with a way back. */
export async function editalNotFound(page: Page) {
  for (const id of ['999999', 'abc']) {
    await page.goto(`/edital/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Concurso não encontrado' })).toBeVisible();
    await expect(page).toHaveTitle('Concurso não encontrado — MCI');
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Voltar para o feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
}
