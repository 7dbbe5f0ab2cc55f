import { expect, expectAccessible, test } from './fixtures';

test.describe('esqueleto do site', () => {
  test('página inicial: marca, navegação, rodapé e acessibilidade', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/MCI/);
    const header = page.getByRole('banner');
    await expect(header.getByText('MCI', { exact: true })).toBeVisible();
    await expect(header.getByText('Seu futuro começa aqui')).toBeVisible();
    const nav = header.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Explorar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cadastrar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Concursos Abertos Agora' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const text of ['Sobre', 'Termos de Uso', 'Política de Privacidade', 'Contato']) {
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('rotas da especificação respondem com título e o nome do produto', async ({ page }) => {
    // Three pages, each checked with axe.
    test.slow();
    const routes: [string, string][] = [
      ['/feed', 'Seu Feed de Concursos'],
      ['/explorar', 'Explorar Concursos'],
      ['/auth', 'Bem-vindo'],
    ];
    for (const [path, title] of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} — MCI`);
      await expectAccessible(page);
    }
  });

  test('navegação pelo menu leva ao feed sem recarregar a página', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marcador: number }).marcador = 42));
    await page.getByRole('banner').getByRole('link', { name: 'Explorar' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marcador?: number }).marcador)).toBe(42);
  });

  test('rota desconhecida mostra a página 404 com link de volta', async ({ page }) => {
    const response = await page.goto('/uma-rota-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Página não encontrada')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Ver Concursos Abertos Agora' })).toBeVisible();
  });

  test('recursos com hash têm cache longo; a página revalida a cada visita (ETag)', async ({ request }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    // A page without notices (the collector spec may be adding some meanwhile) for the 304.
    const etag = (await request.get('/sobre')).headers()['etag'];
    expect(etag).toMatch(/^W\/"/);
    expect((await request.get('/sobre', { headers: { 'If-None-Match': etag! } })).status()).toBe(304);
    expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/assets/nao-existe-123.js')).status()).toBe(404);
  });
});
