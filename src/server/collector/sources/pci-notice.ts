import type { EditalStatus } from '#shared/domain';
import type { Uf } from '#shared/ufs';
import { candidateFromFields, type Situacao } from '../candidate';
import { findBancaInText } from '../extract/reference-data';
import { cargosFromNames, findMunicipioInText, parseEscolaridade, parseNiveis, parseRemuneracao, parseVagas } from '../extract/rules';
import type { Candidate, CandidateOrgao, ExtractionMethod } from '../types';

/**
 * A PCI notice as both of PCI's readings give it (the MCP records and the HTML listing items): the
 * same texts ('40 vagas + 60 CR até R$ 25.270,68', 'Superior', the positions' names), read alike.
 */
export interface PciNotice {
  fonte_chave: string;
  /** The news page: the notice's fonte_url. */
  link: string | null;
  orgao: CandidateOrgao;
  uf: Uf | null;
  /** 'N vagas [+ M CR] até R$ X'. */
  vagasSalario: string;
  /** The level(s): 'Superior', 'Médio / Superior'. */
  nivel: string;
  cargos: string[];
  inicio: string | null;
  fim: string | null;
  situacao: Situacao;
  /** Where an exam board may be named (the headline). */
  bancaText: string;
  texto: string;
  extracao: ExtractionMethod;
  /** The status when the dates say nothing. */
  statusPadrao: EditalStatus;
  processoSeletivo: boolean;
}

export function pciCandidate(notice: PciNotice, today: string): Candidate {
  const { vagas, cadastroReserva } = parseVagas(notice.vagasSalario);
  const pay = parseRemuneracao(notice.vagasSalario);
  const escolaridade = parseEscolaridade(notice.nivel, { loose: true });
  const banca = findBancaInText(notice.bancaText);
  return candidateFromFields({
    fonte: 'pci',
    fonte_chave: notice.fonte_chave,
    fonte_url: notice.link,
    campos: {
      orgao: { nome: notice.orgao.nome, sigla: notice.orgao.sigla },
      uf: notice.uf,
      municipio: findMunicipioInText(notice.orgao.nome, notice.uf)?.nome ?? null,
      escolaridade,
      vagas,
      cadastro_reserva: cadastroReserva,
      remuneracao_min: pay.min,
      remuneracao_max: pay.max,
      inscricoes_inicio: notice.inicio,
      inscricoes_fim: notice.fim,
      prova_data: null,
      cargos: cargosFromNames(notice.cargos, { escolaridade, vagas, remuneracao: pay.max }),
      banca: banca ? { nome: banca.nome, site: banca.site } : null,
      link_inscricao: null,
      // Since mid-2026 PCI's PDF links sit behind a CAPTCHA: the news page is kept as fonte_url only.
      link_edital: null,
    },
    texto: notice.texto,
    extracao: notice.extracao,
    today,
    statusPadrao: notice.statusPadrao,
    situacao: notice.situacao,
    niveis: parseNiveis(notice.nivel, { loose: true }),
    processoSeletivo: notice.processoSeletivo,
  });
}
