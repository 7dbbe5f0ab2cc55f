import type { Locator, Page } from '@playwright/test';
import type { CollectorRunsResponse } from '#shared/api/collector';
import { expectToast, signInViaUi, signUpAdminViaApi, toast } from './auth-helpers';
import { expect, expectAccessible, expectToastsAccessible, holdNextToast } from './fixtures';

/**
 * An admin runs the collector from /admin against the fixture sources (playwright.config.ts starts
 * them on loopback), shared by collector.spec.ts (desktop) and mobile.collector.spec.ts (375 px).
 * Both projects collect into one database at the same time: whichever run ends first creates the
 * notices and the other creates none, and a run started while the other is under way is refused
 * with 409. The steps therefore check the toast's format, not its numbers, and retry a refused run.
 */

/** Both specs may answer 409 ('Coleta já em andamento') on purpose; the browser logs that. */
export const EXPECTED_COLLECTOR_ERRORS = [/status of 409/];

/** Notices in the fixtures: SEFAZ-AL (a title the demo data may also use) and CBMAL (only in the fixtures). */
export const COLLECTED = [
  { q: 'sefaz', titulo: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual' },
  { q: 'cbmal', titulo: 'Concurso CBMAL 2026' },
] as const;

const RESULT_TEXT = /^\d+ criados, \d+ atualizados$/;
/** The panel's live status while a collection runs (collector-panel.tsx). */
const RUNNING_TEXT = 'Coleta em andamento. Isso pode levar alguns minutos.';

export function runButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Executar Coleta' });
}

export function card(page: Page, title: string): Locator {
  return page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

export function historyRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Coletas anteriores' }).getByRole('listitem');
}

async function runsNow(page: Page): Promise<CollectorRunsResponse> {
  const response = await page.request.get('/api/admin/coletas');
  expect(response.status()).toBe(200);
  return (await response.json()) as CollectorRunsResponse;
}

/**
 * Clicks 'Executar Coleta' until a run of ours completes: a 409 while the other project's run is
 * under way shows 'Erro na coleta', and the button comes back once that run ends.
 * Returns the description of 'Coleta concluída!'.
 */
async function runCollection(page: Page): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await expect(runButton(page)).toBeEnabled({ timeout: 60_000 });
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/coleta') && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await holdNextToast(page);
    await runButton(page).click();
    await expectToast(page, 'Iniciando coleta');
    await expectToastsAccessible(page);
    const response = await answer;
    if (response.status() === 200) {
      const done = toast(page, 'Coleta concluída!');
      await expect(done).toBeVisible();
      return (await done.locator('[data-description]').textContent()) ?? '';
    }
    expect(response.status(), await response.text()).toBe(409);
    await expectToast(page, 'Erro na coleta', 'Coleta já em andamento');
    expect(attempt, 'a coleta foi recusada três vezes').toBeLessThan(3);
  }
}

/**
 * A collection started elsewhere (here: straight through the API) is under way when the admin
 * clicks: 'Erro na coleta' with the server's message, then the button waits with its spinner until
 * that run ends, and the history shows it 'Em andamento'.
 */
async function refusedWhileAnotherRuns(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await expect(runButton(page)).toBeEnabled({ timeout: 60_000 });
    let settled = false;
    const other = page.request.post('/api/admin/coleta', { timeout: 60_000 }).finally(() => (settled = true));
    await expect.poll(async () => settled || (await runsNow(page)).running, { intervals: [50] }).toBe(true);
    // Refused at once: the other project's collection was running. Wait for it and start again,
    // so the run under way is this one, just begun, with seconds to go.
    if (settled) {
      expect((await other).status()).toBe(409);
      expect(attempt, 'a coleta de fundo foi recusada três vezes').toBeLessThan(3);
      await page.reload();
      continue;
    }

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/coleta') && response.request().method() === 'POST',
    );
    await runButton(page).click();
    expect((await answer).status()).toBe(409);
    await expectToast(page, 'Erro na coleta', 'Coleta já em andamento');
    await expect(runButton(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: RUNNING_TEXT })).toBeVisible();
    await expect(historyRows(page).first()).toContainText('Em andamento');
    expect(settled, 'a coleta de fundo terminou antes das verificações').toBe(false);

    expect((await other).status()).toBe(200);
    // The panel notices the end by itself (it asks again while a collection runs).
    await expect(runButton(page)).toBeEnabled({ timeout: 60_000 });
    await expect(historyRows(page).first()).not.toContainText('Em andamento');
    return;
  }
}

/**
 * The Querido Diário notice of Sobral's Câmara, as a candidate sees it: its gazette excerpt names two
 * positions and 12 vacancies; the act read whole from the edition's text (the fixture server's
 * /qd-data/…) gives each position's vacancies and the exam day, and the notice links its gazette.
 */
async function gazetteNoticeInFull(page: Page) {
  await page.goto('/explorar?q=sobral');
  const card = page.getByRole('article').filter({ hasText: 'Sobral' }).first();
  const titulo = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: titulo }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
  const table = page.getByRole('table', { name: `Cargos do ${titulo}` });
  // The best paid first; each row as the act's table has it, and the fee of its level.
  await expect(table.getByRole('rowheader')).toHaveText(['Procurador Legislativo', 'Agente Legislativo']);
  const cellsOf = (nome: string) => table.getByRole('row').filter({ hasText: nome }).getByRole('cell');
  await expect(cellsOf('Procurador Legislativo')).toHaveText(['Ensino Superior', '30 horas semanais', '2 vagas', /R\$\s7\.800,00/, 'Não informado', /R\$\s120,00/]);
  await expect(cellsOf('Agente Legislativo')).toHaveText(['Ensino Médio', '40 horas semanais', '10 vagas', /R\$\s2\.350,00/, 'Não informado', /R\$\s80,00/]);
  await expect(page.getByRole('main').getByText('13/12/2026').first()).toBeVisible();
  const fontes = page.getByRole('region', { name: 'Fontes oficiais' });
  await expect(fontes).toContainText('Fonte: Querido Diário');
  await expect(fontes.getByRole('link', { name: 'Querido Diário' })).toHaveAttribute('href', /\/qd-data\/2312908\/2026-09-29\/\w+\.pdf$/);
}

/**
 * Signs in as `admin`, opens /admin, sees the schedule (off in the tests) and the sources, runs the
 * collector, and sees the toasts, the counts, a new history row and the notices in the search.
 * With `refusedFirst`, a click while another collection runs is refused first.
 */
export async function collectAsAdmin(
  page: Page,
  admin: { email: string; name: string },
  { refusedFirst = false }: { refusedFirst?: boolean } = {},
) {
  await signUpAdminViaApi(page, admin.email, admin.name);
  await signInViaUi(page, admin.email);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Coleta de editais' })).toBeVisible();
  // The collector's section comes before the user list.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Coleta de editais', 'Usuários']);

  const agenda = card(page, 'Agenda da coleta');
  await expect(agenda).toContainText('Agenda desativada (COLLECTOR_SCHEDULE=off)');
  await expect(agenda).toContainText('00:00, 06:00, 07:00, 12:00 e 18:00 (horário de Brasília)');
  const comoFunciona = card(page, 'Como funciona');
  for (const source of ['PCI Concursos', 'JC Concursos', 'Querido Diário']) {
    await expect(comoFunciona.getByText(source, { exact: true })).toBeVisible();
  }
  await expect(card(page, 'Histórico de coletas')).toBeVisible();
  await expectAccessible(page);

  if (refusedFirst) await refusedWhileAnotherRuns(page);
  const before = (await runsNow(page)).runs.length;
  const description = await runCollection(page);
  expect(description).toMatch(RESULT_TEXT);
  const [created, updated] = description.match(/\d+/g)!.map(Number);

  // The live status and the result panel tell the same numbers; the run joined the history.
  await expect(page.getByRole('status').filter({ hasText: 'Coleta concluída:' })).toContainText(description);
  const resultado = card(page, 'Resultado da última coleta');
  const counts = resultado.getByRole('definition');
  await expect(counts).toHaveText(['3', String(created), String(updated), /^\d+$/]);
  await expect(resultado.getByRole('term')).toHaveText(['Fontes', 'Criados', 'Atualizados', 'Erros']);
  await expect(runButton(page)).toBeEnabled();
  await expect.poll(async () => historyRows(page).count()).toBeGreaterThan(before);
  await expect(historyRows(page).filter({ hasText: `Manual${description}` }).first()).toBeVisible();
  await expectAccessible(page);

  // Whoever ran first, the collected notices are on the site now.
  for (const { q, titulo } of COLLECTED) {
    await page.goto(`/explorar?q=${q}`);
    await expect(page.getByRole('article').getByRole('heading', { name: titulo, exact: true }).first()).toBeVisible();
  }
  await gazetteNoticeInFull(page);
  await page.goto('/admin');
  await expect(historyRows(page).first()).toBeVisible();
}
