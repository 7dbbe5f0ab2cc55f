import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectorResult, CollectorRunsResponse } from '@/shared/api/collector';
import { renderPage } from '@/web/test/render-with-router';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast, visibleToasts } from '@/web/test/toasts';
import { EDITAIS_QUERY_KEY } from '@/web/lib/query-keys';
import { buildResult, buildRun, buildRunsResponse } from '../testing/factories';
import { HISTORY_EMPTY_TEXT } from './collector-history';
import { CollectorPanel, RUNNING_TEXT } from './collector-panel';
import { DETALHES_VISIBLE } from './collector-result';
import { SCHEDULE_OFF_TEXT } from './collector-schedule';

checkStubbedApiAfterEach();

const GET = 'GET /api/admin/coletas';
const POST = 'POST /api/admin/coleta';

function renderPanel() {
  return renderPage(<CollectorPanel />, { path: '/admin' });
}

function runButton() {
  return screen.getByRole('button', { name: 'Executar Coleta' });
}

function card(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest<HTMLElement>('[data-slot="card"]')!;
}

/** The four counts of the result panel, as 'label: value'. */
function counts(): string[] {
  const dl = card('Resultado da última coleta').querySelector('dl')!;
  return [...dl.querySelectorAll(':scope > div')].map(
    (item) => `${item.querySelector('dt')!.textContent}: ${item.querySelector('dd')!.textContent}`,
  );
}

function historyItems(): string[] {
  return within(screen.getByRole('list', { name: 'Coletas anteriores' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** A promise the test settles itself, to look at the page while a request is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('CollectorPanel', () => {
  it('sem coletas: painel vazio, agenda desativada, como funciona e histórico vazio', async () => {
    stubApi({ [GET]: jsonResponse(buildRunsResponse()) });
    renderPanel();

    expect(screen.getByRole('heading', { level: 2, name: 'Coleta de editais' })).toBeInTheDocument();
    expect(screen.getByText('Carregando coletas…')).toBeInTheDocument();
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    expect(within(card('Resultado da última coleta')).getByText(/Nenhuma coleta concluída ainda/)).toBeInTheDocument();
    expect(runButton()).toBeEnabled();

    const agenda = within(card('Agenda da coleta'));
    expect(agenda.getByText(SCHEDULE_OFF_TEXT)).toBeInTheDocument();
    expect(agenda.getByText('Desativada')).toBeInTheDocument();
    expect(agenda.getByText(/00:00, 06:00, 07:00, 12:00 e 18:00 \(horário de Brasília\)/)).toBeInTheDocument();
    expect(agenda.queryByText(/Próxima coleta/)).not.toBeInTheDocument();

    const comoFunciona = card('Como funciona');
    expect(comoFunciona).toHaveTextContent('PCI Concursos: concursos com inscrições abertas.');
    expect(comoFunciona).toHaveTextContent('JC Concursos: concursos previstos e autorizados.');
    expect(comoFunciona).toHaveTextContent('Querido Diário: diários oficiais municipais, lidos com IA.');
  });

  it('agenda ativa: os horários e a próxima coleta em horário de Brasília', async () => {
    stubApi({
      [GET]: jsonResponse(
        buildRunsResponse({
          schedule: { ...buildRunsResponse().schedule, enabled: true, next_run: '2026-11-23T21:00:00.000Z' },
        }),
      ),
    });
    renderPanel();

    await screen.findByText(HISTORY_EMPTY_TEXT);
    const agenda = within(card('Agenda da coleta'));
    expect(agenda.getByText('Ativa')).toBeInTheDocument();
    expect(agenda.getByText('Todos os dias às 00:00, 06:00, 07:00, 12:00 e 18:00 (horário de Brasília).')).toBeInTheDocument();
    // 21:00 UTC is 18:00 in Brasília (UTC−3).
    const next = agenda.getByText('segunda-feira, 23 de novembro de 2026 às 18:00');
    expect(next.tagName).toBe('TIME');
    expect(next).toHaveAttribute('datetime', '2026-11-23T21:00:00.000Z');
    expect(agenda.queryByText(SCHEDULE_OFF_TEXT)).not.toBeInTheDocument();
  });

  it('mostra, por fonte, as páginas buscadas, sem mudança e com falha (com os motivos)', async () => {
    const zero = { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] };
    const falhas = Array.from({ length: 7 }, (_, i) => ({ url: `https://www.pciconcursos.com.br/noticias/n${i}`, motivo: `HTTP 404 em n${i}` }));
    const result = buildResult({
      fontes: [
        { fonte: 'pci', paginas: { buscadas: 12, nao_modificadas: 8, puladas: 980, falhas }, pdfs: { buscadas: 1, nao_modificadas: 0, puladas: 0, falhas: [] } },
        { fonte: 'jc', paginas: { buscadas: 1, nao_modificadas: 0, puladas: 0, falhas: [] }, pdfs: zero },
        { fonte: 'querido-diario', paginas: zero, pdfs: zero },
      ],
    });
    stubApi({ [GET]: jsonResponse(buildRunsResponse({ runs: [buildRun({ result })] })) });
    renderPanel();

    const list = await screen.findByRole('list', { name: 'Páginas e PDFs por fonte' });
    const lines = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(lines.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'PCI Concursos — Páginas: 12 buscadas, 988 sem mudança, 7 falhas; PDFs: 1 baixado, 0 sem mudança, 0 falhas',
      'JC Concursos — Páginas: 1 buscada, 0 sem mudança, 0 falhas',
    ]);
    const details = within(lines[0]!).getByText('Ver falhas (7)');
    fireEvent.click(details);
    expect(within(lines[0]!).getByText('https://www.pciconcursos.com.br/noticias/n0')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('e mais 2')).toBeInTheDocument();
  });

  it('uma coleta gravada antes das contagens de páginas não mostra a lista', async () => {
    stubApi({ [GET]: jsonResponse(buildRunsResponse({ runs: [buildRun()] })) });
    renderPanel();
    await screen.findByRole('list', { name: 'Coletas anteriores' });
    expect(screen.queryByRole('list', { name: 'Páginas e PDFs por fonte' })).not.toBeInTheDocument();
  });

  it('executa a coleta: avisos, botão ocupado, contagens, histórico e editais atualizados', async () => {
    const answer = deferred<Response>();
    const result: CollectorResult = buildResult({
      total_fontes: 3,
      editais_criados: 12,
      editais_atualizados: 0,
      erros: 1,
      detalhes: [
        { tipo: 'criado', edital: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual', fonte: 'pci' },
        { tipo: 'erro', edital: 'querido-diario', fonte: 'querido-diario', mensagem: 'tempo esgotado' },
      ],
    });
    let runs: CollectorRunsResponse['runs'] = [];
    const requests = stubApi({
      [GET]: () => jsonResponse(buildRunsResponse({ runs })),
      [POST]: async () => {
        const response = await answer.promise;
        runs = [buildRun({ id: 7, result })];
        return response;
      },
    });
    const { queryClient } = renderPanel();
    queryClient.setQueryData([EDITAIS_QUERY_KEY, 'feed-publico', null], { editais: [] });
    await screen.findByText(HISTORY_EMPTY_TEXT);

    fireEvent.click(runButton());
    await expectToast('Iniciando coleta');
    await waitFor(() => expect(runButton()).toBeDisabled());
    expect(runButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(RUNNING_TEXT);
    expect(visibleToasts()).not.toContain('Coleta concluída!');

    answer.resolve(jsonResponse(result));
    await expectToast('Coleta concluída!', '12 criados, 0 atualizados');
    await waitFor(() => expect(runButton()).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('Coleta concluída: 12 criados, 0 atualizados, 1 erro.');
    expect(counts()).toEqual(['Fontes: 3', 'Criados: 12', 'Atualizados: 0', 'Erros: 1']);

    // The history was asked again and shows the run; notice queries are stale now.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(historyItems()).toEqual(['23/11/2026 às 11:47Manual12 criados, 0 atualizados, 1 erro']);
    expect(queryClient.getQueryState([EDITAIS_QUERY_KEY, 'feed-publico', null])?.isInvalidated).toBe(true);
  });

  it('coleta já em andamento (409): aviso de erro com a mensagem do servidor e o botão espera', async () => {
    let running = false;
    stubApi({
      [GET]: () => jsonResponse(buildRunsResponse({ running, runs: running ? [buildRun({ finished_at: null, result: null })] : [] })),
      [POST]: () => {
        running = true;
        return errorResponse(409, 'CONFLICT', 'Coleta já em andamento');
      },
    });
    renderPanel();
    await screen.findByText(HISTORY_EMPTY_TEXT);

    fireEvent.click(runButton());
    await expectToast('Erro na coleta', 'Coleta já em andamento');
    expect(visibleToasts()).not.toContain('Coleta concluída!');
    // The refreshed state shows the other run under way.
    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(RUNNING_TEXT);
  });

  it('uma coleta em andamento (de outra aba ou da agenda) desativa o botão', async () => {
    stubApi({ [GET]: jsonResponse(buildRunsResponse({ running: true, runs: [buildRun({ finished_at: null, result: null })] })) });
    renderPanel();
    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(RUNNING_TEXT);
  });

  it('histórico: data e hora de Brasília, Manual ou Agendada, contagens, em andamento e interrompida', async () => {
    stubApi({
      [GET]: jsonResponse(
        buildRunsResponse({
          runs: [
            buildRun({ id: 4, trigger: 'agendado', started_at: '2026-11-23T15:00:00.000Z', finished_at: null, result: null }),
            buildRun({
              id: 3,
              trigger: 'agendado',
              started_at: '2026-11-23T10:00:00.000Z',
              result: buildResult({ editais_criados: 0, editais_atualizados: 5, erros: 2 }),
            }),
            buildRun({ id: 2, trigger: 'manual', started_at: '2026-11-22T02:30:00.000Z', finished_at: null, result: null }),
            buildRun({ id: 1, trigger: 'manual', started_at: '2026-11-21T18:05:00.000Z', result: buildResult({ erros: 1 }) }),
          ],
        }),
      ),
    });
    renderPanel();

    await screen.findByRole('list', { name: 'Coletas anteriores' });
    expect(historyItems()).toEqual([
      '23/11/2026 às 12:00AgendadaEm andamento',
      '23/11/2026 às 07:00Agendada0 criados, 5 atualizados, 2 erros',
      // 02:30 UTC is still the day before in Brasília.
      '21/11/2026 às 23:30ManualInterrompida',
      '21/11/2026 às 15:05Manual2 criados, 1 atualizados, 1 erro',
    ]);
    // The result panel shows the newest finished run.
    expect(within(card('Resultado da última coleta')).getByText('Agendada · 23/11/2026 às 07:00')).toBeInTheDocument();
    expect(counts()).toEqual(['Fontes: 3', 'Criados: 0', 'Atualizados: 5', 'Erros: 2']);
  });

  it('detalhes: erros e avisos primeiro, lista longa recolhida em Mostrar todos (n)', async () => {
    const criados = Array.from({ length: 14 }, (_, i) => ({ tipo: 'criado' as const, edital: `Concurso Número ${i + 1}`, fonte: 'jc' }));
    const result = buildResult({
      editais_criados: 14,
      erros: 1,
      detalhes: [
        ...criados.slice(0, 5),
        { tipo: 'aviso', edital: 'Prefeitura de Arapiraca', fonte: 'querido-diario', mensagem: 'IA não configurada; usadas as regras' },
        ...criados.slice(5),
        { tipo: 'erro', edital: 'pci', fonte: 'pci', mensagem: 'layout da página mudou' },
      ],
    });
    stubApi({ [GET]: jsonResponse(buildRunsResponse({ runs: [buildRun({ result })] })) });
    renderPanel();

    const list = await screen.findByRole('list', { name: 'Detalhes' });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(DETALHES_VISIBLE);
    expect(items()[0]).toHaveTextContent('ErroFonte PCI ConcursosPCI Concursos — layout da página mudou');
    expect(items()[1]).toHaveTextContent('AvisoPrefeitura de ArapiracaQuerido Diário — IA não configurada; usadas as regras');
    expect(items()[2]).toHaveTextContent('CriadoConcurso Número 1JC Concursos');

    const more = screen.getByRole('button', { name: 'Mostrar todos (16)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(items()).toHaveLength(16);
    expect(items()[15]).toHaveTextContent('Concurso Número 14');
    const less = screen.getByRole('button', { name: 'Mostrar menos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(items()).toHaveLength(DETALHES_VISIBLE);
  });

  it('falha ao carregar: aviso, mensagem na página e Tentar novamente', async () => {
    let fail = true;
    stubApi({
      [GET]: () =>
        fail
          ? errorResponse(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente mais tarde.')
          : jsonResponse(buildRunsResponse()),
    });
    renderPanel();

    expect(await screen.findByText('Não foi possível carregar as coletas.')).toBeInTheDocument();
    await expectToast('Erro ao carregar coletas', 'Erro interno do servidor. Tente novamente mais tarde.');
    // The sources are described whatever the server says.
    expect(card('Como funciona')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar as coletas.')).not.toBeInTheDocument();
  });
});
