import { REMINDER_TEXTS } from '@/shared/alerts-texts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlertPreferencesResponse } from '@/shared/api/alerts';
import { renderPage } from '@/web/test/render-with-router';
import { checkStubbedApiAfterEach, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';
import { AlertPreferencesCard } from './alert-preferences-card';

checkStubbedApiAfterEach();

const LABEL = 'Lembretes por e-mail: fim das inscrições dos salvos (3 dias antes) e prova dos inscritos (7 dias antes)';

function answer(lembretes: boolean, preferences: AlertPreferencesResponse['preferences'] = null): AlertPreferencesResponse {
  return { preferences, lembretes, plan: 'free', lastAlertAt: null };
}

describe("the alert settings' reminders checkbox", () => {
  it('on for an account that never chose; turned off, it is saved with the rest of the form', async () => {
    const requests = stubApi({
      'GET /api/me/alertas': jsonResponse(answer(true)),
      'PUT /api/me/alertas': ({ body }) => {
        const { lembretes, ...chosen } = body as { lembretes: boolean } & Omit<NonNullable<AlertPreferencesResponse['preferences']>, 'updatedAt'>;
        return jsonResponse(answer(lembretes, { ...chosen, updatedAt: '2026-11-23T10:00:00.000Z' }));
      },
    });
    renderPage(<AlertPreferencesCard />);
    const reminders = await screen.findByRole('checkbox', { name: LABEL });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(REMINDER_TEXTS.checkboxHint);

    fireEvent.click(reminders);
    expect(reminders).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alertas' }));
    await expectToast('Alertas salvos');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      enabled: true,
      ufs: [],
      escolaridades: [],
      keywords: [],
      lembretes: false,
    });
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
  });

  it('shows them off when the account turned them off, even with alerts never chosen', async () => {
    stubApi({ 'GET /api/me/alertas': jsonResponse(answer(false)) });
    renderPage(<AlertPreferencesCard />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Receber alertas de novos concursos por e-mail' })).toBeChecked();
  });
});
