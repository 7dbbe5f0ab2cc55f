import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCargo, buildDetalhe, buildEdital } from '@/web/features/editais/testing/factories';
import { renderEditaisPage, requestedPaths, stubFetch } from '@/web/features/editais/testing/render';
import { jsonResponse } from '@/web/test/stub-api';
import EditalPage from './edital';

afterEach(() => {
  // sonner keeps toasts in module state and would show them to the next test.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderEdital(id: string | number) {
  return renderEditaisPage(<EditalPage />, { path: '/edital/:id', initialPath: `/edital/${id}` });
}

describe('/edital/:id', () => {
  it('mostra o concurso, as datas, o cronograma, as fontes oficiais, os cargos e os similares', async () => {
    const edital = buildEdital({
      titulo: 'Concurso PC-PE 2026',
      orgao: { nome: 'Polícia Civil do Estado de Pernambuco', sigla: 'PC-PE' },
      banca: { nome: 'IDECAN', site: 'https://idecan.org.br' },
      uf: 'PE',
      municipio: 'Recife',
      escolaridade: 'Vários_Níveis',
      niveis: ['Ensino_Médio', 'Ensino_Superior'],
      esfera: 'estadual',
      areas: ['Jurídica', 'Segurança'],
      vagas: 120,
      remuneracao_min: 5000,
      remuneracao_max: 12000,
      inscricoes_inicio: '2026-10-01',
      inscricoes_fim: '2026-12-30',
      prova_data: '2027-02-14',
      retificado_em: '2026-10-20T13:45:00.000Z',
      tags: ['Segurança Pública', 'Policial', 'Estadual', 'Nível Superior'],
    });
    const cargo = buildCargo({
      nome: 'Delegado de Polícia',
      escolaridade: 'Ensino_Superior',
      jornada: '40 horas semanais',
      vagas: 10,
      remuneracao_base: 18500.5,
      formato_prova: 'Objetiva, discursiva e títulos',
      taxa_inscricao: 180,
    });
    const similares = [1, 2, 3].map((n) => buildEdital({ titulo: `Similar ${n}`, uf: 'PE' }));
    const fetchMock = stubFetch(() => jsonResponse(buildDetalhe({ edital, cargos: [cargo], similares })));
    renderEdital(edital.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Concurso PC-PE 2026' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([`/api/editais/${edital.id}`]);
    expect(document.title).toBe('Concurso PC-PE 2026 — MCI');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Voltar para o feed' })).toHaveAttribute('href', '/feed');
    expect(screen.getByText('Recife, Pernambuco (PE)')).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Informações gerais' });
    const datas = screen.getByRole('region', { name: 'Datas importantes' });
    const dl = (label: string) =>
      within(label.includes('inscrições') || label.includes('prova') ? datas : info).getByText(label, { selector: 'dt' })
        .nextElementSibling;
    expect(dl('Escolaridade')).toHaveTextContent('Médio e Superior');
    expect(dl('Esfera')).toHaveTextContent('Estadual');
    expect(dl('Áreas')).toHaveTextContent('Jurídica e Segurança');
    expect(dl('Vagas')).toHaveTextContent('120 vagas');
    expect(dl('Remuneração')).toHaveTextContent('R$ 5.000,00 a R$ 12.000,00');
    expect(dl('Banca organizadora')).toHaveTextContent('IDECAN');
    expect(dl('Início das inscrições')).toHaveTextContent('01/10/2026');
    expect(dl('Fim das inscrições')).toHaveTextContent('30/12/2026');
    expect(dl('Data da prova')).toHaveTextContent('14/02/2027');

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(4);

    const cronograma = screen.getByRole('region', { name: 'Cronograma' });
    // Rectified at 13:45 UTC = 10:45 in Brasília.
    expect(cronograma).toHaveTextContent('Retificado em 20/10/2026 às 10:45');
    expect(cronograma).toHaveTextContent('De 01/10/2026 a 30/12/2026');
    expect(screen.getByRole('region', { name: 'Fontes oficiais' })).toHaveTextContent(/confirme sempre/);

    const table = screen.getByRole('table', { name: 'Cargos do Concurso PC-PE 2026' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Cargo', 'Escolaridade', 'Jornada', 'Vagas', 'Remuneração base', 'Formato da prova', 'Taxa']);
    const row = within(table).getByRole('row', { name: /Delegado de Polícia/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Delegado de Polícia');
    expect(row).toHaveTextContent('Ensino Superior40 horas semanais10 vagasR$ 18.500,50Objetiva, discursiva e títulosR$ 180,00');

    const similar = screen.getByRole('region', { name: 'Concursos Similares' });
    expect(within(similar).getAllByRole('article')).toHaveLength(3);

    expect(screen.getByRole('link', { name: 'Abrir Edital Oficial (PDF)' })).toMatchObject({
      href: edital.link_edital,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    const agenda = screen.getByRole('link', { name: 'Adicionar à agenda' });
    expect(agenda).toHaveAttribute('href', `/api/editais/${edital.id}/agenda.ics`);
    expect(agenda).toHaveAttribute('download', `concurso-${edital.id}.ics`);
  });

  it("sem data de inscrição nem de prova, não oferece 'Adicionar à agenda'", async () => {
    const edital = buildEdital({ inscricoes_fim: null, prova_data: null, status: 'autorizado' });
    stubFetch(() => jsonResponse(buildDetalhe({ edital })));
    renderEdital(edital.id);
    expect(await screen.findByRole('heading', { level: 1, name: edital.titulo })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
  });

  it("sem retificação, o cronograma mostra a última atualização; sem PDF nem inscrição, os botões ficam desativados", async () => {
    const edital = buildEdital({
      retificado_em: null,
      updated_at: '2026-03-05T18:00:00.000Z',
      link_edital: null,
      link_inscricao: 'javascript:alert(1)',
      banca: null,
    });
    stubFetch(() => jsonResponse(buildDetalhe({ edital })));
    renderEdital(edital.id);
    const cronograma = await screen.findByRole('region', { name: 'Cronograma' });
    expect(cronograma).toHaveTextContent('Atualizado em 05/03/2026 às 15:00');
    expect(screen.getByRole('button', { name: 'Abrir Edital Oficial (PDF)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Inscrever-se Agora/ })).toBeDisabled();
  });

  it("'Inscrever-se Agora' avisa por 2 segundos e então abre a inscrição (ou o site da banca) em nova aba", async () => {
    const edital = buildEdital({ link_inscricao: null, banca: { nome: 'FGV', site: 'https://conhecimento.fgv.br' } });
    stubFetch(() => jsonResponse(buildDetalhe({ edital })));
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    renderEdital(edital.id);
    const button = await screen.findByRole('button', { name: /Inscrever-se Agora/ });

    vi.useFakeTimers();
    fireEvent.click(button);
    expect(screen.getByText('Você será redirecionado para o site oficial de inscrição')).toBeInTheDocument();
    expect(screen.getByText('Você será redirecionado para o site oficial de inscrição').closest('[role="status"]')).toHaveTextContent(
      'conhecimento.fgv.br',
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(open).not.toHaveBeenCalled();
    // A second click during the warning does not open a second tab.
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://conhecimento.fgv.br', '_blank', 'noopener,noreferrer');
    expect(screen.queryByText('Você será redirecionado para o site oficial de inscrição')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acesse conhecimento.fgv.br' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("'⭐ Salvar Concurso' convida o visitante a criar a conta", async () => {
    stubFetch(() => jsonResponse(buildDetalhe()));
    renderEdital(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar Concurso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta gratuita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logado: mostra o status do usuário e esconde Salvar quando já salvo', async () => {
    stubFetch(() => jsonResponse(buildDetalhe({ userStatus: 'salvo' })));
    renderEdital(1);
    expect(await screen.findByText('Salvo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar Concurso' })).not.toBeInTheDocument();
  });

  it("id malformado: 'Concurso não encontrado' sem consultar a API", () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderEdital('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Concurso não encontrado' })).toBeInTheDocument();
    expect(document.title).toBe('Concurso não encontrado — MCI');
    expect(screen.getByRole('link', { name: 'Voltar para o feed' })).toHaveAttribute('href', '/feed');
    // Only the session check (who is asking) may go out; no notice is asked for.
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it("id desconhecido (404): 'Concurso não encontrado', sem aviso de erro", async () => {
    stubFetch(() => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Concurso não encontrado' } }, 404));
    renderEdital(999999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Concurso não encontrado' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar concurso')).not.toBeInTheDocument();
  });

  it("outra falha: aviso 'Erro ao carregar concurso' com a mensagem", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderEdital(5);
    expect(await screen.findByText('Erro ao carregar concurso')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível conectar ao servidor.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Não foi possível carregar o concurso' })).toBeInTheDocument();
  });
});

describe("/edital/:id: 'O que mudou' e as fontes", () => {
  it('mostra as mudanças, mais recente primeiro, e as fontes com links http(s) sem endosso', async () => {
    const edital = buildEdital({ titulo: 'Concurso Prefeitura de Maceió - AL 2026' });
    const detalhe = buildDetalhe({
      edital,
      mudancas: [
        { em: '2026-04-12T13:00:00.000Z', fonte: 'pci', textos: ['Retificação publicada (novo edital em PDF)'], retificacao: true },
        { em: '2026-04-08T13:00:00.000Z', fonte: 'jc', textos: ['Inscrições prorrogadas de 10/04 para 24/04', 'Vagas: 50 → 62'], retificacao: false },
      ],
      fontes: [
        { fonte: 'pci', url: 'https://www.pciconcursos.com.br/noticias/maceio', visto_em: '2026-04-12T13:00:00.000Z' },
        { fonte: 'jc', url: 'https://jcconcursos.com.br/concurso/maceio', visto_em: '2026-04-12T13:00:00.000Z' },
        { fonte: 'querido-diario', url: 'javascript:alert(1)', visto_em: '2026-04-12T13:00:00.000Z' },
      ],
    });
    stubFetch(() => jsonResponse(detalhe));
    renderEdital(edital.id);

    const changes = await screen.findByRole('region', { name: 'O que mudou' });
    const items = within(changes).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    // Newest first: 12/04 at 10:00 in Brasília, a rectification from PCI.
    expect(items[0]).toHaveTextContent('12/04/2026 às 10:00');
    expect(items[0]).toHaveTextContent('PCI Concursos');
    expect(items[0]).toHaveTextContent('Retificação');
    expect(items[0]).toHaveTextContent('Retificação publicada (novo edital em PDF)');
    expect(items[1]).toHaveTextContent('JC Concursos');
    expect(within(items[1]!).getByText('Inscrições prorrogadas de 10/04 para 24/04')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Vagas: 50 → 62')).toBeInTheDocument();

    const fontes = screen.getByRole('region', { name: 'Fontes oficiais' });
    expect(fontes).toHaveTextContent('Fonte: PCI Concursos, JC Concursos');
    const pci = within(fontes).getByRole('link', { name: 'PCI Concursos' });
    expect(pci).toHaveAttribute('href', 'https://www.pciconcursos.com.br/noticias/maceio');
    expect(pci).toHaveAttribute('rel', 'nofollow noopener');
    expect(pci).toHaveAttribute('target', '_blank');
    expect(within(fontes).getByRole('link', { name: 'JC Concursos' })).toHaveAttribute('href', 'https://jcconcursos.com.br/concurso/maceio');
    // Only http(s) addresses become links.
    expect(within(fontes).queryByRole('link', { name: 'Querido Diário' })).not.toBeInTheDocument();
  });

  it("sem mudanças nem fontes, não há 'O que mudou' nem 'Fonte:'", async () => {
    const edital = buildEdital();
    stubFetch(() => jsonResponse(buildDetalhe({ edital, mudancas: [], fontes: [] })));
    renderEdital(edital.id);
    expect(await screen.findByRole('heading', { level: 1, name: edital.titulo })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'O que mudou' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fontes oficiais' })).not.toHaveTextContent('Fonte:');
  });
});
