import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuscaSalvaCreated } from '#shared/api/buscas';
import { premiumClient, signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/helpers/smtp-sink';
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital, setUserEditalStatus } from '#tests/factories';
import { alertSent, mailQueue } from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { startMailer, type Mailer } from '../mail/mailer';
import { sendAlerts, type AlertsDeps } from './send-alerts';

/**
 * Premium alerts by saved search (issue 15), on the real app and database: searches saved through
 * the API, the dispatcher, the mail queue and an SMTP server on loopback.
 */

let t: TestApp;
let deps: AlertsDeps;
let smtp: SmtpSink;
const mailers: Mailer[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  deps = { database: t.database, env: t.env, logger: createLogger('silent'), secret: TEST_SECRET };
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(async () => {
  smtp = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await smtp.close();
});

/** Queued alerts go out through the SMTP server; returns what `email` received now. */
async function deliveredTo(email: string): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const m = startMailer(
    { database: t.database, env: parseEnv({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'MCI <alertas@mci.exemplo.com.br>' }), logger: deps.logger },
    { poll: false },
  );
  mailers.push(m);
  await m.runOnce();
  return smtp.received.slice(before).filter((mail) => mail.envelope.to.includes(email));
}

interface Person {
  client: TestClient;
  email: string;
  userId: string;
}

async function alertsOn(p: Pick<Person, 'client'>, prefs: { ufs?: string[]; escolaridades?: string[]; keywords?: string[] } = {}) {
  const res = await p.client.request('/api/me/alertas', { method: 'PUT', json: { enabled: true, ufs: [], escolaridades: [], keywords: [], ...prefs } });
  expect(res.status).toBe(200);
}

async function saveSearch(p: Person, nome: string, filtros: Record<string, string | string[]>) {
  const res = await p.client.request('/api/me/buscas', { method: 'POST', json: { nome, filtros } });
  expect(res.status).toBe(201);
  return ((await res.json()) as BuscaSalvaCreated).busca;
}

async function sentTo(userId: string): Promise<number[]> {
  const rows = await t.database.db.select({ id: alertSent.editalId }).from(alertSent).where(eq(alertSent.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const textOf = (m: ReceivedMail) => m.mail.text ?? '';

describe(`premium alerts by saved search (${testDatabaseKind})`, () => {
  it('alerts a notice matching a saved search once, under the name of the first search it matches', async () => {
    const ana = await premiumClient(t, { name: 'Ana Lima', verified: true });
    // Preferences that would take every notice: with saved searches, the searches decide.
    await alertsOn(ana);
    await saveSearch(ana, 'Polícia no Sudeste', { q: 'buscalerta policia', uf: ['SP', 'RJ'] });
    await saveSearch(ana, 'Superior em SP', { q: 'buscalerta', uf: 'SP', nivel: 'superior' });

    const both = await createEdital(t.database.db, { titulo: 'Buscalerta Polícia Civil SP: Delegado', uf: 'SP', niveis: ['Ensino_Superior'] });
    const policiaRj = await createEdital(t.database.db, { titulo: 'Buscalerta Polícia Militar RJ', uf: 'RJ', niveis: ['Ensino_Médio'] });
    await createEdital(t.database.db, { titulo: 'Buscalerta Prefeitura de Curitiba', uf: 'PR', niveis: ['Ensino_Superior'] });
    await createEdital(t.database.db, { titulo: 'Buscalerta Polícia Penal SP encerrado', uf: 'SP', status: 'encerrado' });
    const hidden = await createEdital(t.database.db, { titulo: 'Buscalerta Polícia Federal SP oculto', uf: 'SP' });
    await setUserEditalStatus(t.database.db, { userId: ana.userId, editalId: hidden.id, status: 'oculto' });

    expect(await sendAlerts(deps, { plan: 'premium' })).toMatchObject({ failed: 0 });
    const [mail, ...others] = await deliveredTo(ana.email);
    expect(others).toEqual([]);
    expect(mail!.mail.subject).toBe('MCI: 2 concursos novos para você');
    const text = textOf(mail!);
    expect(text).toContain('A coleta mais recente encontrou 2 concursos novos que combinam com as suas buscas salvas:');
    // Newest search first, as the list shows them; the notice matching both is listed once, under it.
    const superior = text.indexOf('Busca “Superior em SP”: 1 concurso novo');
    const sudeste = text.indexOf('Busca “Polícia no Sudeste”: 1 concurso novo');
    expect(superior).toBeGreaterThan(-1);
    expect(sudeste).toBeGreaterThan(superior);
    expect(text.split(both.titulo)).toHaveLength(2);
    expect(text.indexOf(both.titulo)).toBeGreaterThan(superior);
    expect(text.indexOf(both.titulo)).toBeLessThan(sudeste);
    expect(text.indexOf(policiaRj.titulo)).toBeGreaterThan(sudeste);
    expect(text).toContain(`${TEST_ORIGIN}/edital/${both.id}`);
    for (const absent of ['Curitiba', 'encerrado', 'oculto']) expect(text).not.toContain(absent);
    expect(mail!.mail.html).toContain('Busca “Superior em SP”: 1 concurso novo');
    expect(mail!.mail.html).toContain(`href="${TEST_ORIGIN}/edital/${policiaRj.id}"`);
    expect(await sentTo(ana.userId)).toEqual([both.id, policiaRj.id].sort((a, b) => a - b));

    // The next run: nothing new for Ana, no e-mail (never the same notice twice).
    await sendAlerts(deps, { plan: 'premium' });
    expect(await deliveredTo(ana.email)).toEqual([]);

    // A new match: only it goes, named by its search.
    const later = await createEdital(t.database.db, { titulo: 'Buscalerta Polícia Civil RJ: Inspetor', uf: 'RJ' });
    await sendAlerts(deps, { plan: 'premium' });
    const [second] = await deliveredTo(ana.email);
    expect(second!.mail.subject).toBe('MCI: 1 concurso novo para você');
    expect(textOf(second!)).toContain('Busca “Polícia no Sudeste”: 1 concurso novo');
    expect(textOf(second!)).toContain(later.titulo);
    expect(textOf(second!)).not.toContain(both.titulo);
    const queued = await t.database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, ana.userId), eq(mailQueue.kind, 'alerta')));
    expect(queued).toHaveLength(2);
  });

  it('sends nothing when no fresh notice matches a saved search, whatever the preferences', async () => {
    const bia = await premiumClient(t, { verified: true });
    await alertsOn(bia, { keywords: ['nenhumacoincide'] });
    await saveSearch(bia, 'Tribunais no Acre', { q: 'nenhumacoincide tribunal', uf: 'AC' });
    await createEdital(t.database.db, { titulo: 'Nenhumacoincide Prefeitura do Acre', uf: 'AC' });
    await sendAlerts(deps, { plan: 'premium' });
    expect(await deliveredTo(bia.email)).toEqual([]);
    expect(await sentTo(bia.userId)).toEqual([]);
  });

  it("without saved searches, a premium account keeps today's preference alerts; a free one keeps them weekly", async () => {
    const caio = await premiumClient(t, { verified: true });
    await alertsOn(caio, { keywords: ['semsalvas'] });
    const dora = await signedInClient(t, { verified: true });
    await alertsOn(dora, { keywords: ['semsalvas'] });

    const notice = await createEdital(t.database.db, { titulo: 'Concurso Semsalvas de Goiás', uf: 'GO' });
    await sendAlerts(deps, { plan: 'premium' });
    const [mail] = await deliveredTo(caio.email);
    expect(mail!.mail.subject).toBe('MCI: 1 concurso novo para você');
    expect(textOf(mail!)).toContain('A coleta mais recente encontrou 1 concurso novo que combina com os seus alertas:');
    expect(textOf(mail!)).toContain(notice.titulo);
    expect(textOf(mail!)).not.toContain('Busca “');
    expect(await deliveredTo(dora.email)).toEqual([]);

    await sendAlerts(deps, { plan: 'free' });
    const [weekly] = await deliveredTo(dora.email);
    expect(weekly!.mail.subject).toBe('Resumo semanal do MCI: 1 concurso novo para você');
    expect(textOf(weekly!)).toContain(notice.titulo);
  });
});
