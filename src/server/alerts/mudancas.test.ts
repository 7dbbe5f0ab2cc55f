import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInClient } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { buildCandidate, createUser, nextId, setUserEditalStatus } from '#tests/factories';
import { scriptedSource } from '../collector/testing/fixture-sources';
import type { Candidate } from '../collector/types';
import { CandidateWriter, recordPdfVersion } from '../collector/write';
import { alertaMudanca, alertPreferences, edital, editalPdf, mailQueue, subscription } from '../db/schema';
import { createLogger } from '../lib/logger';
import { sendChangeAlerts, type ChangeAlertsDeps } from './mudancas';

/**
 * Change alerts on the real app and database: who gets one, what it says, once per change and user
 * (twice run, two runs racing), and the collection that queues them.
 */

const ADMIN = 'admin.mudancas@exemplo.com.br';
let t: TestApp;
let deps: ChangeAlertsDeps;
/** The collector's source: `scripted.next` is what it hands over on its next run. */
const scripted = scriptedSource();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'silent' }, { collector: { sources: [scripted.source] } });
  deps = { database: t.database, env: t.env, logger: createLogger('silent') };
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(() => {
  scripted.next = [];
});

/** A notice of its own agency (nothing to merge with another test's), as a source lists it. */
function notice(overrides: Partial<Candidate> = {}): Candidate {
  const n = nextId();
  return buildCandidate({
    fonte: 'pci',
    fonte_chave: `pci:mudancas-${n}`,
    titulo: `Concurso Órgão de Mudanças ${n} - RJ 2026`,
    orgao: { nome: `Órgão de Mudanças ${n}`, sigla: null },
    inscricoes_inicio: '2026-11-20',
    inscricoes_fim: '2026-12-15',
    vagas: 12,
    ...overrides,
  });
}

const write = (c: Candidate) => new CandidateWriter(t.database.db).write(c);

async function person(name: string, values: { plan?: 'premium'; lembretes?: boolean; verified?: boolean } = {}) {
  const row = await createUser(t.database.db, { name, emailVerified: values.verified ?? true });
  if (values.plan) await t.database.db.insert(subscription).values({ userId: row.id, plan: values.plan });
  if (values.lembretes !== undefined) await t.database.db.insert(alertPreferences).values({ userId: row.id, lembretes: values.lembretes });
  return row;
}

async function mailsOf(userId: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'mudanca')))
    .orderBy(asc(mailQueue.id));
}

describe(`change alerts (${testDatabaseKind})`, () => {
  it('one e-mail per change to whoever saved or registered, free or premium; not to others, with reminders off or unconfirmed', async () => {
    const c = notice();
    const { id } = await write(c);
    const ana = await person('Ana Paula Souza');
    const bia = await person('Beatriz Lima', { plan: 'premium' });
    const caio = await person('Caio Prado');
    const dani = await person('Daniela Reis', { lembretes: false });
    // Issue 20: an address not confirmed gets no e-mail.
    const eva = await person('Eva Nunes', { verified: false });
    await setUserEditalStatus(t.database.db, { userId: eva.id, editalId: id, status: 'salvo' });
    await setUserEditalStatus(t.database.db, { userId: ana.id, editalId: id, status: 'salvo' });
    await setUserEditalStatus(t.database.db, { userId: bia.id, editalId: id, status: 'inscrito' });
    await setUserEditalStatus(t.database.db, { userId: caio.id, editalId: id, status: 'visto' });
    await setUserEditalStatus(t.database.db, { userId: dani.id, editalId: id, status: 'salvo' });
    // Creating the notice was no change: nothing to say.
    expect(await sendChangeAlerts(deps)).toMatchObject({ emails: 0 });

    await write({ ...c, inscricoes_fim: '2026-12-30', vagas: 20 });
    expect(await sendChangeAlerts(deps)).toEqual({ due: 2, emails: 2, failed: 0 });

    const [mail, ...others] = await mailsOf(ana.id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: ana.email, status: 'pendente', subject: `${c.titulo}: Inscrições prorrogadas de 15/12 para 30/12` });
    expect(mail!.text).toContain('Olá, Ana!');
    expect(mail!.text).toContain('O concurso que você salvou no MCI mudou:');
    expect(mail!.text).toContain('Vagas: 12 → 20');
    expect(mail!.text).toContain(`${TEST_ORIGIN}/edital/${id}`);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/meus-concursos`);
    expect(mail!.html).toContain('Inscrições prorrogadas de 15/12 para 30/12');
    const [bias] = await mailsOf(bia.id);
    expect(bias!.text).toContain('O concurso em que você marcou que se inscreveu mudou:');
    expect(await mailsOf(caio.id)).toEqual([]);
    expect(await mailsOf(dani.id)).toEqual([]);
    expect(await mailsOf(eva.id)).toEqual([]);

    const recorded = await t.database.db.select().from(alertaMudanca).where(eq(alertaMudanca.userId, ana.id));
    expect(recorded).toEqual([expect.objectContaining({ mailId: mail!.id })]);

    // Run again: nothing more. A second change: a second e-mail.
    expect(await sendChangeAlerts(deps)).toEqual({ due: 0, emails: 0, failed: 0 });
    await write({ ...c, inscricoes_fim: '2026-12-30', vagas: 20, prova_data: '2027-02-07' });
    await sendChangeAlerts(deps);
    const mails = await mailsOf(ana.id);
    expect(mails.map((m) => m.subject)).toEqual([
      `${c.titulo}: Inscrições prorrogadas de 15/12 para 30/12`,
      `${c.titulo}: Prova: 07/02/2027`,
    ]);
  });

  it("a new edital PDF: 'Retificação publicada: <título>'; the first PDF is no news", async () => {
    const c = notice();
    const { id } = await write(c);
    const ana = await person('Ana Retificação');
    await setUserEditalStatus(t.database.db, { userId: ana.id, editalId: id, status: 'salvo' });
    const pdf = async (sha256: string) => {
      await t.database.db.insert(editalPdf).values({ editalId: id, url: 'https://banca.example.org/edital.pdf', sha256, situacao: 'ok' });
      await recordPdfVersion(t.database.db, id, sha256, 'pci');
    };
    await pdf('c'.repeat(64));
    expect(await sendChangeAlerts(deps)).toMatchObject({ emails: 0 });
    await pdf('d'.repeat(64));
    await sendChangeAlerts(deps);
    const [mail] = await mailsOf(ana.id);
    expect(mail!.subject).toBe(`Retificação publicada: ${c.titulo}`);
    expect(mail!.text).toContain('Retificação publicada (novo edital em PDF)');
  });

  it('a notice saved after the change does not announce it; two runs racing send each change once', async () => {
    const c = notice();
    const { id } = await write(c);
    const late = await person('Lia Tardia');
    const early = await person('Edu Cedo');
    await setUserEditalStatus(t.database.db, { userId: early.id, editalId: id, status: 'inscrito' });
    await write({ ...c, vagas: 30 });
    await setUserEditalStatus(t.database.db, { userId: late.id, editalId: id, status: 'salvo' });

    const reports = await Promise.all([sendChangeAlerts(deps), sendChangeAlerts(deps)]);
    expect(reports.reduce((n, r) => n + r.emails, 0)).toBe(1);
    expect(await mailsOf(early.id)).toHaveLength(1);
    expect(await mailsOf(late.id)).toEqual([]);
  });

  it('after a collection, with the reminders one-click link that turns them off', async () => {
    const admin = (await signedInClient(t, { email: ADMIN, name: 'Admin Mudanças', verified: true })).client;
    const c = notice({ fonte: 'teste' });
    scripted.next = [c];
    expect((await admin.request('/api/admin/coleta', { method: 'POST' })).status).toBe(200);
    const [{ id }] = await t.database.db.select({ id: edital.id }).from(edital).where(eq(edital.fonteChave, c.fonte_chave)) as [{ id: number }];
    const rui = await person('Rui Barbosa');
    await setUserEditalStatus(t.database.db, { userId: rui.id, editalId: id, status: 'salvo' });

    scripted.next = [{ ...c, vagas: 40 }];
    expect((await admin.request('/api/admin/coleta', { method: 'POST' })).status).toBe(200);
    const [mail] = await mailsOf(rui.id);
    expect(mail!.subject).toBe(`${c.titulo}: Vagas: 12 → 40`);
    expect(mail!.text).toMatch(new RegExp(`${TEST_ORIGIN}/cancelar-lembretes\\?token=[\\w.%-]+`));
    const oneClick = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    expect(oneClick).toMatch(new RegExp(`^${TEST_ORIGIN}/api/lembretes/cancelar\\?token=`));
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The link turns the reminders switch off: no more change alerts either.
    const res = await t.request(oneClick.slice(TEST_ORIGIN.length), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await write({ ...c, vagas: 41 });
    expect(await sendChangeAlerts({ ...deps, unsubscribeUrls: undefined })).toMatchObject({ emails: 0 });
    const [prefs] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, rui.id));
    expect(prefs!.lembretes).toBe(false);
  });
});
