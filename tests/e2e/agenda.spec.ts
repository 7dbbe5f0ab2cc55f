import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { EditaisResponse } from '#shared/api/editais';
import { expectToast } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { cardNamed, signedInUser } from './tracking-steps';

const LINK = /^https?:\/\/[^/]+\/agenda\/[A-Za-z0-9_-]{43}\.ics$/;

/** Saves, from its feed card, a notice that has a registration deadline (so the calendar has its event). */
async function saveNoticeWithDeadline(page: Page): Promise<string> {
  const feed = (await (await page.request.get('/api/feed')).json()) as EditaisResponse;
  const edital = feed.editais.find((e) => e.inscricoes_fim !== null && e.userStatus === 'novo')!;
  await cardNamed(page, edital.titulo).getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Concurso salvo!');
  return edital.titulo;
}

/**
 * The calendar at `link`, fetched as a calendar app does: a request context of its own, without
 * the browser's cookies. The link's path is fetched from the tests' address (the link names
 * PUBLIC_URL's host, localhost here). Returns the events' summaries.
 */
async function calendarSummaries(request: APIRequestContext, link: string): Promise<string[]> {
  const res = await request.get(new URL(link).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
}

test.describe('agenda no celular', () => {
  test.slow();

  test('Meus Concursos mostra o link da agenda, que funciona sem login; um novo link desativa o anterior', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInUser(page, 'agenda');
    const titulo = await saveNoticeWithDeadline(page);
    await page.getByRole('banner').getByRole('link', { name: 'Meus Concursos' }).click();

    const section = page.getByRole('region', { name: 'Agenda no celular' });
    const input = section.getByLabel('Link da sua agenda');
    await expect(input).toHaveValue(LINK);
    await expect(input).toHaveAttribute('readonly', '');
    await expect(section.getByText('Outras agendas', { exact: false })).toBeVisible();
    await expectAccessible(page);
    const link = await input.inputValue();

    await section.getByRole('button', { name: 'Copiar link' }).click();
    await expectToast(page, 'Link copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    expect(await calendarSummaries(request, link)).toContain(`Fim das inscrições: ${titulo}`);

    // A new link, after a confirmation that says the old one stops working.
    await section.getByRole('button', { name: 'Gerar novo link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerar um novo link?' });
    await expect(dialog).toContainText('deixa de funcionar');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
    await expectToast(page, 'Novo link gerado');
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Gerar novo link' })).toBeFocused();
    await expect(input).not.toHaveValue(link);
    await expect(input).toHaveValue(LINK);
    const renewed = await input.inputValue();

    expect((await request.get(new URL(link).pathname)).status()).toBe(404);
    expect(await calendarSummaries(request, renewed)).toContain(`Fim das inscrições: ${titulo}`);

    // After a reload the page shows the new link.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Agenda no celular' }).getByLabel('Link da sua agenda')).toHaveValue(renewed);
  });
});
