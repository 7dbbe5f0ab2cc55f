import { request, type Page } from '@playwright/test';
import type { AdminUsersResponse } from '#shared/api/admin';
import type { BuscaResponse } from '#shared/api/editais';
import { confirmationLink, expectToast, PASSWORD, signInViaUi, signUpViaApi, uniqueEmail } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { cardsOf, signedInUser } from './tracking-steps';

/**
 * The advanced search as its two kinds of users meet it (issue 15): a Premium account filters,
 * saves the search and reopens it; a free account finds the panel locked and the way to /planos.
 * Shared by premium.spec.ts (desktop) and mobile.premium.spec.ts (375 px).
 */

/** Makes `email` Premium as the admin does it (PUT /api/admin/users/:id/plan), in a context of its own. */
async function grantPremium(admin: { email: string; name: string }, email: string) {
  const baseURL = test.info().project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  try {
    // The admin's account exists after the first run of the spec: a 4xx then is expected.
    await ctx.post('/api/auth/sign-up/email', { data: { name: admin.name, email: admin.email, password: PASSWORD } });
    // The role comes with the confirmed address (decision 0015): the e-mailed link, as its owner opens it.
    const confirmed = await ctx.get(await confirmationLink(admin.email), { maxRedirects: 0 });
    expect(confirmed.status()).toBe(302);
    const signIn = await ctx.post('/api/auth/sign-in/email', { data: { email: admin.email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    const found = (await (await ctx.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json()) as AdminUsersResponse;
    const id = found.users.find((u) => u.email === email)!.id;
    expect((await ctx.put(`/api/admin/users/${id}/plan`, { data: { plan: 'premium' } })).status()).toBe(200);
  } finally {
    await ctx.dispose();
  }
}

export async function premiumUser(page: Page, admin: { email: string; name: string }): Promise<string> {
  const email = uniqueEmail('premium');
  await signUpViaApi(page, email);
  await grantPremium(admin, email);
  await signInViaUi(page, email);
  return email;
}

function panel(page: Page) {
  return page.locator('details').filter({ hasText: 'Filtros avançados' });
}

async function openPanel(page: Page) {
  const details = panel(page);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect(details.locator('summary')).toBeVisible();
}

/** filters → results → save the search → reopen it from the list; its RSS works without a cookie. */
export async function premiumSearchJourney(page: Page, admin: { email: string; name: string }) {
  await premiumUser(page, admin);
  await page.goto('/explorar');
  await openPanel(page);
  const fields = panel(page);
  await fields.getByRole('checkbox', { name: 'Superior', exact: true }).check();
  await fields.getByRole('combobox', { name: 'Ordenar por' }).selectOption('prazo');
  await fields.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/explorar\?nivel=superior&ordem=prazo$/);

  // What the page lists is what the API answers for these filters, in its order.
  const answer = (await (await page.request.get('/api/editais?nivel=superior&ordem=prazo&pagina=1')).json()) as BuscaResponse;
  expect(answer.total).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'encontrado' })).toContainText(
    answer.total === 1 ? '1 concurso encontrado' : `${answer.total} concursos encontrados`,
  );
  await expect(cardsOf(page).first().getByRole('heading')).toHaveText(answer.editais[0]!.titulo);
  await expect(cardsOf(page)).toHaveCount(Math.min(answer.total!, 50));
  await expectAccessible(page);

  const saved = page.getByRole('region', { name: /Buscas salvas/ });
  await saved.getByLabel('Nome da busca').fill('Nível superior por prazo');
  await saved.getByRole('button', { name: 'Salvar esta busca' }).click();
  await expectToast(page, 'Busca salva', 'Nível superior por prazo');
  const link = saved.getByRole('link', { name: 'Nível superior por prazo', exact: true });
  await expect(link).toBeVisible();

  const rss = await saved.getByRole('link', { name: 'RSS da busca Nível superior por prazo' }).getAttribute('href');
  // A reader without the site's cookie; the link names PUBLIC_URL, so ask this server for its path.
  const anonymous = await request.newContext({ baseURL: test.info().project.use.baseURL! });
  try {
    const feed = await anonymous.get(new URL(rss!).pathname);
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<rss');
    // The feed lists the newest matches, whatever the saved order.
    const newest = (await (await page.request.get('/api/editais?nivel=superior&pagina=1')).json()) as BuscaResponse;
    expect(xml).toContain(`/edital/${newest.editais[0]!.id}`);
  } finally {
    await anonymous.dispose();
  }

  await page.goto('/explorar');
  // A search without advanced filters: the panel starts closed.
  await expect(panel(page)).not.toHaveAttribute('open');
  await page.getByRole('region', { name: /Buscas salvas/ }).getByRole('link', { name: 'Nível superior por prazo', exact: true }).click();
  await expect(page).toHaveURL(/\/explorar\?nivel=superior&ordem=prazo$/);
  await expect(panel(page).getByRole('checkbox', { name: 'Superior', exact: true })).toBeChecked();
  await expect(cardsOf(page).first().getByRole('heading')).toHaveText(answer.editais[0]!.titulo);

  await page.getByRole('button', { name: 'Apagar a busca Nível superior por prazo' }).click();
  await expectToast(page, 'Busca apagada');
  await expect(page.getByRole('link', { name: 'Nível superior por prazo', exact: true })).toHaveCount(0);
}

/** A free account: the panel is locked, says what it would do and leads to /planos. */
export async function freeLockedPanel(page: Page) {
  await signedInUser(page, 'gratis');
  await page.goto('/explorar?q=prefeitura&nivel=superior');
  await expect(page.getByText('Este endereço usa filtros avançados, do plano Premium')).toBeVisible();
  await openPanel(page);
  await expect(panel(page)).toContainText('Os filtros avançados são um recurso do plano Premium');
  await expect(panel(page).getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);
  await panel(page).getByRole('link', { name: 'Conheça o Premium' }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();
}
