import type { EditalStatus } from '#shared/domain';
import type { Uf } from '#shared/ufs';
import { candidateFromFields, type Situacao } from '../candidate';
import { findBancaInText } from '../extract/reference-data';
import {
  cargosFromNames,
  findMunicipioInText,
  findOrgaoInText,
  findUfToken,
  parseEscolaridade,
  parseNiveis,
  parseRemuneracao,
  parseVagas,
} from '../extract/rules';
import type { Candidate, CandidateOrgao, ExtractionMethod } from '../types';
import { textOf } from './common';
import { DetailFormatError, type DetailFields, type DetailReader, type KeptField } from './detail';
import { blockLines, cargosOnPage, feesIn, loadPage, pageLinks, proseFields } from './detail-parse';

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

// ---------------------------------------------------------------------------------------------
// The notice's news page (/noticias/<slug>)

/** The longest text kept from a page (the candidate's texto holds 20,000 characters in all). */
const MAX_PAGE_TEXT = 12_000;

/** Pay stated in the text, leaving out the sentences about fees that do not also speak of pay. */
function payInText(lines: string[]): { min: number | null; max: number | null } {
  const text = lines
    .flatMap((l) => l.split(/(?<=[.;])\s+(?=\p{Lu})/u))
    .filter((sentence) => !/\btaxas?\b/i.test(sentence) || /sal[áa]ri|remunera|vencimento/i.test(sentence))
    .join(' ');
  return parseRemuneracao(text);
}

/**
 * PCI's news page about a notice: the headline in `article#noticia h1`, the text in
 * `div[itemprop=articleBody]` (paragraphs, sometimes a list or a table of positions), the
 * attachments in `aside#links li.pdf a`. The headline names the agency and its state; the text
 * gives the board, fees, dates, positions and links. Throws DetailFormatError for any other page.
 */
export function parsePciNoticePage(html: string, pageUrl: string, today: string): DetailFields {
  const $ = loadPage(html);
  const article = $('article#noticia').first();
  const headline = textOf(article.find('h1').first());
  const body = article.find('div[itemprop=articleBody]').first();
  if (!article.length || !headline || !body.length) {
    throw new DetailFormatError('página de notícia do PCI fora do formato conhecido (sem article#noticia, h1 ou articleBody)');
  }
  const lines = blockLines($, body);
  if (lines.join(' ').length < 40) throw new DetailFormatError('notícia do PCI sem texto');
  const text = [headline, ...lines].join('\n');
  const campos = proseFields(text, Number(today.slice(0, 4)));
  const agency = findOrgaoInText(headline);
  const uf = agency?.uf ?? findUfToken(headline);
  const cargos = cargosOnPage($, body, campos.escolaridade);
  // A table or list of positions states vacancies and pay; the prose only suggests them.
  const listed = cargos.length > 0 && cargos.every((c) => c.vagas !== null);
  const payListed = cargos.map((c) => c.remuneracao).filter((v): v is number => v !== null);
  const pay = payListed.length ? { min: Math.min(...payListed), max: Math.max(...payListed) } : payInText(lines);
  const links = pageLinks($, [body, $('aside#links li.pdf')], pageUrl);
  const niveis = [...new Set([...parseNiveis(text), ...cargos.flatMap((c) => (c.escolaridade && c.escolaridade !== 'Vários_Níveis' ? [c.escolaridade] : []))])];
  return {
    orgao: agency ? { nome: agency.nome, sigla: agency.sigla } : null,
    banca: campos.banca,
    uf,
    municipio: findMunicipioInText(headline, uf)?.nome ?? null,
    cargos: cargos.length ? cargos : campos.cargos.map((nome) => ({ nome, escolaridade: null, vagas: null, remuneracao: null, jornada: null, taxa: null })),
    vagas: listed ? cargos.reduce((sum, c) => sum + c.vagas!, 0) : campos.vagas,
    cadastro_reserva: campos.cadastro_reserva,
    remuneracao_min: pay.min,
    remuneracao_max: pay.max,
    escolaridade: niveis.length > 1 ? 'Vários_Níveis' : (niveis[0] ?? campos.escolaridade),
    niveis,
    taxas: feesIn(text),
    inscricoes_inicio: campos.inscricoes_inicio,
    inscricoes_fim: campos.inscricoes_fim,
    prova_data: campos.prova_data,
    links_edital: [...new Set([...links.edital, ...campos.edital])],
    link_inscricao: links.inscricao ?? campos.inscricao,
    texto: text.slice(0, MAX_PAGE_TEXT),
    fracos: [
      ...(listed ? [] : (['vagas'] as const)),
      ...(payListed.length ? [] : (['remuneracao'] as const)),
      ...(cargos.length ? [] : (['cargos'] as const)),
      'escolaridade',
    ],
  };
}

/**
 * How PCI's readings (MCP, API, HTML listing) read a notice's page. PCI's own PDF links sit behind
 * a CAPTCHA since mid-2026: link_edital is only an official one (the board's or the agency's
 * site); the PCI-hosted links stay in links_edital, after the official ones.
 */
export function pciNoticeReader(site: string, keep: readonly KeptField[] = []): DetailReader {
  return { site, parse: parsePciNoticePage, merge: { keep, orgao: 'fill', linkEdital: 'official' } };
}
