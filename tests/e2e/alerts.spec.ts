import type { AlertPreferencesResponse } from '#shared/api/alerts';
import { expect, expectAccessible, test } from './fixtures';
import { reminderUnsubscribeLinkFor, REMINDERS_LABEL, setUpAlertsFromInvitation, unsubscribeLinkFor } from './alerts-steps';
import { signedInUser } from './tracking-steps';

// An altered unsubscribe link is answered 400 on purpose.
test.use({ allowConsoleErrors: [/status of 400/] });

test.describe('alertas por e-mail', () => {
  test('o convite no feed leva à conta, onde as preferências são escolhidas e ficam salvas', async ({ page }) => {
    test.slow();
    await setUpAlertsFromInvitation(page, 'alertas');
  });

  test('os links de cancelamento dos e-mails desativam alertas e lembretes sem login; um link alterado é recusado', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await signedInUser(page, 'cancela');
    const origin = new URL(baseURL!).origin;
    const saved = await page.request.put('/api/me/alertas', {
      data: { enabled: true, ufs: [], escolaridades: [], keywords: ['fiscal'] },
      headers: { Origin: origin },
    });
    expect(saved.status()).toBe(200);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const link = unsubscribeLinkFor(me.user.id);

    // Opened from the mail client: another browser, signed out.
    const mailClient = await browser.newContext({ baseURL });
    try {
      const outside = await mailClient.newPage();
      await outside.goto(`${link.slice(0, -3)}AAA`);
      await expect(outside.getByRole('alert')).toContainText('Link de cancelamento inválido.');

      await outside.goto(link);
      await expect(outside).toHaveTitle('Cancelar alertas — MCI');
      await expect(outside.getByRole('heading', { level: 2, name: 'Alertas desativados' })).toBeVisible();
      await expectAccessible(outside);

      // A reminder e-mail's link turns off reminders; the alerts link left them on.
      const afterAlerts = (await (await page.request.get('/api/me/alertas')).json()) as AlertPreferencesResponse;
      expect(afterAlerts).toMatchObject({ preferences: { enabled: false }, lembretes: true });
      await outside.goto(reminderUnsubscribeLinkFor(me.user.id));
      await expect(outside).toHaveTitle('Cancelar lembretes — MCI');
      await expect(outside.getByRole('heading', { level: 2, name: 'Lembretes desativados' })).toBeVisible();
      await expectAccessible(outside);
    } finally {
      await mailClient.close();
    }

    // The account shows them off.
    await page.goto('/conta');
    await expect(page.locator('#alertas').getByRole('textbox', { name: 'Palavras-chave' })).toHaveValue('fiscal');
    await expect(page.getByRole('checkbox', { name: 'Receber alertas de novos concursos por e-mail' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: REMINDERS_LABEL })).not.toBeChecked();
  });
});
