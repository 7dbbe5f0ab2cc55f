import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { EditaisResponse } from '#shared/api/editais';
import { expectToast, signInViaUi, signUpViaApi, uniqueEmail } from './auth-helpers';
import { expect, expectAccessible } from './fixtures';

/** The 403 a free account's sixth save answers (src/server/features/tracking/tracking.service.ts). */
export const PLAN_LIMIT_MESSAGE =
  'O plano gratuito permite acompanhar até 5 concursos, somando salvos e inscritos. Remova um para liberar espaço ou assine o plano premium.';

/** A new account, signed in through the form: its feed shows every notice as new. */
export async function signedInUser(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpViaApi(page, email);
  await signInViaUi(page, email);
  return email;
}

export function cardsOf(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

async function titleOf(card: Locator): Promise<string> {
  // textContent, not innerText: a card below the fold is not laid out yet (content-visibility: auto).
  return ((await card.getByRole('heading').textContent()) ?? '').trim();
}

export function cardNamed(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('article', { name: title, exact: true });
}

/**
 * The feed: Salvar, Marcar como visto and 'Não me interessa' each change the card at once, with
 * their toasts; the hidden card leaves the feed. Returns the three titles.
 */
export async function actOnFeedCards(page: Page) {
  await expect(page).toHaveURL(/\/feed$/);
  await expect(cardsOf(page)).toHaveCount(20);
  const [saved, seen, hidden] = [
    await titleOf(cardsOf(page).nth(0)),
    await titleOf(cardsOf(page).nth(1)),
    await titleOf(cardsOf(page).nth(2)),
  ];

  await cardNamed(page, saved).getByRole('button', { name: 'Salvar' }).click();
  await expect(cardNamed(page, saved).getByRole('button', { name: 'Salvo' })).toBeDisabled();
  await expectToast(page, 'Concurso salvo!');

  await cardNamed(page, seen).getByRole('button', { name: 'Marcar como visto' }).click();
  await expect(cardNamed(page, seen).getByRole('button', { name: 'Marcar como visto' })).toBeDisabled();
  await expectToast(page, 'Marcado como visto');

  await cardNamed(page, hidden).getByRole('button', { name: 'Não me interessa' }).click();
  await expect(cardNamed(page, hidden)).toHaveCount(0);
  await expectToast(page, 'Concurso ocultado');

  // The server agrees: after a reload the statuses hold and the hidden one stays out.
  await page.reload();
  await expect(cardNamed(page, saved).getByRole('button', { name: 'Salvo' })).toBeDisabled();
  await expect(cardNamed(page, seen).getByRole('button', { name: 'Marcar como visto' })).toBeDisabled();
  await expect(cardNamed(page, hidden)).toHaveCount(0);
  await expectAccessible(page);
  return { saved, seen, hidden };
}

/** Meus Concursos: counts, plan usage, and the way back from each tab. */
export async function meusConcursosWayBack(page: Page, titles: { saved: string; seen: string; hidden: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Concursos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Salvos (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Vistos (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ocultos (1)' })).toBeVisible();
  await expect(page.getByText('Plano gratuito: 1 de 5 salvos')).toBeVisible();
  await expect(cardNamed(page, titles.saved)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Ocultos (1)' }).click();
  await expect(page).toHaveURL(/\/meus-concursos\?aba=ocultos$/);
  await cardNamed(page, titles.hidden).getByRole('button', { name: 'Mostrar novamente' }).click();
  await expectToast(page, 'O concurso voltou a aparecer no seu feed');
  await expect(page.getByRole('tab', { name: 'Ocultos (0)' })).toBeVisible();
  await expect(page.getByText('Você não ocultou nenhum concurso.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Salvos (1)' }).click();
  await cardNamed(page, titles.saved).getByRole('button', { name: 'Remover dos salvos' }).click();
  await expectToast(page, 'Removido dos salvos');
  await expect(page.getByRole('tab', { name: 'Salvos (0)' })).toBeVisible();
  await expect(page.getByText('Plano gratuito: 0 de 5 salvos')).toBeVisible();

  // Back in the feed, the un-hidden notice is there again.
  await page.goto('/feed');
  await expect(cardNamed(page, titles.hidden)).toBeVisible();
  await expect(cardNamed(page, titles.saved).getByRole('button', { name: 'Salvar' })).toBeEnabled();
}

/** Five saves through the API, then a sixth in the search: refused with the plan's message. */
export async function planLimitInSearch(page: Page) {
  const feed = (await (await page.request.get('/api/feed')).json()) as EditaisResponse;
  const origin = new URL(page.url()).origin;
  for (const edital of feed.editais.slice(0, 5)) {
    const res = await page.request.put(`/api/me/editais/${edital.id}/status`, {
      data: { status: 'salvo', origin: 'feed' },
      headers: { Origin: origin },
    });
    expect(res.status()).toBe(200);
  }
  const sixth = feed.editais[5]!;
  await page.goto(`/explorar?q=${encodeURIComponent(sixth.titulo)}`);
  const card = cardNamed(page, sixth.titulo);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Erro ao salvar', PLAN_LIMIT_MESSAGE);
  await expect(card.getByRole('button', { name: 'Salvar' })).toBeEnabled();

  await page.goto('/conta');
  await expect(page.getByText('Plano gratuito: 5 de 5 salvos')).toBeVisible();
  await page.goto('/meus-concursos');
  await expect(page.getByRole('tab', { name: 'Salvos (5)' })).toBeVisible();
  await expect(page.getByText('Limite atingido', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'conheça o Premium' }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Premium' })).toContainText('Sem limite');
  await expectAccessible(page);
}

/** The detail page: status badge, '⭐ Salvar Concurso' disappears once saved. */
export async function saveFromDetail(page: Page) {
  const feed = (await (await page.request.get('/api/feed')).json()) as EditaisResponse;
  // One with a registration deadline, so it also offers 'Adicionar à agenda'.
  const edital = feed.editais.find((e) => e.inscricoes_fim !== null)!;
  await page.goto(`/edital/${edital.id}`);
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText('Novo', { exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Salvar Concurso' }).click();
  await expectToast(page, 'Concurso salvo!');
  await expect(header.getByText('Salvo', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Salvar Concurso' })).toHaveCount(0);
  await page.reload();
  await expect(header.getByText('Salvo', { exact: true })).toBeVisible();

  // 'Adicionar à agenda' downloads the notice's calendar file.
  const [download] = await Promise.all([page.waitForEvent('download'), header.getByRole('link', { name: 'Adicionar à agenda' }).click()]);
  expect(download.suggestedFilename()).toBe(`concurso-${edital.id}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Fim das inscrições:');
}

/**
 * 'Já me inscrevi' on a feed card and on the detail page: the badge says Inscrito, Meus Concursos
 * lists both under 'Inscritos' (counted in the plan), and 'Remover dos inscritos' undoes one.
 */
export async function markRegistered(page: Page) {
  await expect(cardsOf(page)).toHaveCount(20);
  const fromCard = await titleOf(cardsOf(page).nth(3));
  await cardNamed(page, fromCard).getByRole('button', { name: 'Já me inscrevi' }).click();
  await expect(cardNamed(page, fromCard).getByRole('button', { name: 'Inscrito' })).toBeDisabled();
  await expectToast(page, 'Inscrição registrada');

  const feed = (await (await page.request.get('/api/feed')).json()) as EditaisResponse;
  const other = feed.editais.find((e) => e.titulo !== fromCard && e.userStatus === 'novo')!;
  await page.goto(`/edital/${other.id}`);
  const header = page.getByRole('main').locator('header');
  await header.getByRole('button', { name: 'Já me inscrevi' }).click();
  await expectToast(page, 'Inscrição registrada');
  await expect(header.getByText('Inscrito', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Já me inscrevi' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Salvar Concurso' })).toHaveCount(0);

  await page.goto('/meus-concursos?aba=inscritos');
  await expect(page.getByRole('tab', { name: 'Inscritos (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Plano gratuito: 2 de 5 salvos')).toBeVisible();
  await expect(cardNamed(page, fromCard)).toBeVisible();
  await expect(cardNamed(page, other.titulo)).toBeVisible();
  await expectAccessible(page);
  await cardNamed(page, fromCard).getByRole('button', { name: 'Remover dos inscritos' }).click();
  await expectToast(page, 'Removido dos inscritos');
  await expect(page.getByRole('tab', { name: 'Inscritos (1)' })).toBeVisible();
  await expect(cardNamed(page, fromCard)).toHaveCount(0);
}
