import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEdital, daysFromToday } from '../testing/factories';
import { renderEditaisPage } from '../testing/render';
import { EditalCard } from './edital-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(...args: Parameters<typeof buildEdital>) {
  const edital = buildEdital(...args);
  const view = renderEditaisPage(<EditalCard edital={edital} />);
  return { edital, card: screen.getByRole('article', { name: edital.titulo }), ...view };
}

describe('EditalCard: conteúdo', () => {
  it('mostra título ligado ao detalhe, órgão, banca, local, remuneração, vagas e escolaridade', () => {
    const { card, edital } = renderCard({
      orgao: { nome: 'Polícia Civil do Estado de Pernambuco', sigla: 'PC-PE' },
      banca: { nome: 'IDECAN', site: 'https://idecan.org.br' },
      uf: 'PE',
      municipio: 'Recife',
      remuneracao_min: 1500,
      remuneracao_max: 3000,
      vagas: 1200,
      escolaridade: 'Ensino_Médio',
    });
    expect(within(card).getByRole('heading', { level: 3, name: edital.titulo })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: edital.titulo })).toHaveAttribute('href', `/edital/${edital.id}`);
    expect(within(card).getByText('PC-PE · Polícia Civil do Estado de Pernambuco')).toBeInTheDocument();
    expect(within(card).getByText('IDECAN')).toBeInTheDocument();
    expect(within(card).getByText('Recife – PE')).toBeInTheDocument();
    expect(within(card).getByText('R$ 1.500,00 a R$ 3.000,00')).toBeInTheDocument();
    expect(within(card).getByText('1.200 vagas')).toBeInTheDocument();
    // Underscores of the education level are shown as spaces.
    expect(within(card).getByText('Ensino Médio')).toBeInTheDocument();
  });

  it('mostra todos os níveis de um concurso de vários níveis', () => {
    const { card } = renderCard({ escolaridade: 'Vários_Níveis', niveis: ['Ensino_Fundamental', 'Ensino_Médio', 'Ensino_Superior'] });
    expect(within(card).getByText('Fundamental, Médio e Superior')).toBeInTheDocument();
    expect(within(card).queryByText('Vários Níveis')).not.toBeInTheDocument();
  });

  it("diz 'Remuneração não divulgada' sem valores e 'Nacional' sem estado", () => {
    const { card } = renderCard({ remuneracao_min: null, remuneracao_max: null, uf: null, municipio: 'Brasília' });
    expect(within(card).getByText('Remuneração não divulgada')).toBeInTheDocument();
    expect(within(card).getByText('Nacional')).toBeInTheDocument();
  });

  it('mostra um valor único quando só há um', () => {
    const { card } = renderCard({ remuneracao_min: 14164.81, remuneracao_max: 14164.81 });
    expect(within(card).getByText('R$ 14.164,81')).toBeInTheDocument();
  });

  it('mostra no máximo 3 tags', () => {
    const { card } = renderCard({ tags: ['Saúde', 'Administrativa', 'Nível Superior', 'Nível Médio', 'Municipal'] });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saúde',
      'Administrativa',
      'Nível Superior',
    ]);
    expect(within(card).queryByText('Nível Médio')).not.toBeInTheDocument();
  });
});

describe('EditalCard: selos', () => {
  it.each([
    ['inscricoes_abertas', 'Inscrições Abertas'],
    ['publicado', 'Previsto'],
    ['autorizado', 'Previsto'],
    ['encerrado', 'Encerrado'],
    ['cancelado', 'Encerrado'],
  ] as const)('status %s → %s', (status, label) => {
    const { card } = renderCard({ status, inscricoes_fim: daysFromToday(40) });
    expect(within(card).getByText(label)).toHaveAttribute('data-status', status);
  });

  it.each([
    [0, 'Último dia!', 'urgent', 'bg-urgent'],
    [1, 'Falta 1 dia', 'urgent', 'bg-urgent'],
    [3, 'Faltam 3 dias', 'urgent', 'bg-urgent'],
    [4, 'Faltam 4 dias', 'warning', 'bg-warning'],
    [7, 'Faltam 7 dias', 'warning', 'bg-warning'],
    [8, 'Faltam 8 dias', 'normal', 'border-border'],
  ] as const)('prazo em %i dias → %s (%s)', (days, label, tone, colour) => {
    const { card } = renderCard({ inscricoes_fim: daysFromToday(days) });
    const badge = within(card).getByText(label).closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge?.className).toContain(colour);
    expect(badge).toHaveTextContent(`Prazo de inscrição: ${label}`);
  });

  it("prazo distante mostra 'Até dd/MM/yyyy'", () => {
    const fim = daysFromToday(45);
    const { card } = renderCard({ inscricoes_fim: fim });
    const [y, m, d] = fim.split('-');
    expect(within(card).getByText(`Até ${d}/${m}/${y}`)).toBeInTheDocument();
  });

  it("prazo vencido de um concurso aberto mostra 'Encerrado'", () => {
    const { card } = renderCard({ inscricoes_fim: daysFromToday(-1) });
    expect(card.querySelector('[data-tone="ended"]')).toHaveTextContent('Encerrado');
  });

  it('sem prazo, nenhum selo de prazo', () => {
    const { card } = renderCard({ inscricoes_fim: null });
    expect(card.querySelector('[data-tone]')).toBeNull();
  });

  it('não repete Encerrado quando o status já diz Encerrado', () => {
    const { card } = renderCard({ status: 'encerrado', inscricoes_fim: daysFromToday(-5) });
    expect(within(card).getAllByText('Encerrado')).toHaveLength(1);
    expect(card.querySelector('[data-tone]')).toBeNull();
  });
});

describe('EditalCard: link de inscrição', () => {
  it('pede confirmação antes de sair do site e só então abre em nova aba', async () => {
    const { card, edital } = renderCard({ link_inscricao: 'https://www.idecan.org.br/concursos/pc-pe/inscricao' });
    const trigger = within(card).getByRole('button', { name: /Inscrever-se/ });
    expect(trigger).toHaveAccessibleDescription(edital.titulo);
    fireEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Você está saindo do MCI' });
    expect(dialog).toHaveTextContent('idecan.org.br');
    const continuar = within(dialog).getByRole('link', { name: 'Continuar' });
    expect(continuar).toHaveAttribute('href', 'https://www.idecan.org.br/concursos/pc-pe/inscricao');
    expect(continuar).toHaveAttribute('target', '_blank');
    expect(continuar).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>oi</b>'],
    ['/concursos/inscricao'],
    ['ftp://banca.example.org/inscricao'],
    [null],
  ])('não mostra o link quando o endereço é %s', (link) => {
    const { card } = renderCard({ link_inscricao: link });
    expect(within(card).queryByRole('button', { name: /Inscrever-se/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Inscrever-se/ })).not.toBeInTheDocument();
  });
});

describe('EditalCard: ações', () => {
  it.each(['Salvar', 'Marcar como visto', 'Não me interessa'])(
    "'%s' convida o visitante a criar a conta",
    async (action) => {
      const { card } = renderCard();
      const button = within(card).getByRole('button', { name: action });
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta gratuita' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    },
  );

  it("'Criar minha conta' leva a /auth", async () => {
    const { card } = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta gratuita' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Criar minha conta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth?tab=cadastrar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('com onAction, chama a ação em vez de abrir o convite', () => {
    const onAction = vi.fn();
    const edital = buildEdital();
    renderEditaisPage(<EditalCard edital={edital} userStatus="novo" onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como visto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Não me interessa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Já me inscrevi' }));
    expect(onAction.mock.calls).toEqual([['salvo'], ['visto'], ['oculto'], ['inscrito']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Novo')).toBeInTheDocument();
  });

  it("salvo: o botão diz 'Salvo' e fica desativado", () => {
    renderEditaisPage(<EditalCard edital={buildEdital({ userStatus: 'salvo' })} onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Salvo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como visto' })).toBeEnabled();
  });

  it("inscrito: o botão diz 'Inscrito' e fica desativado", () => {
    renderEditaisPage(<EditalCard edital={buildEdital()} userStatus="inscrito" onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Inscrito' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Já me inscrevi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("visto: 'Marcar como visto' fica desativado", () => {
    renderEditaisPage(<EditalCard edital={buildEdital()} userStatus="visto" onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Marcar como visto' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Não me interessa' })).toBeEnabled();
  });
});
