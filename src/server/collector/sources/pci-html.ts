import { load } from 'cheerio';
import type { Escolaridade } from '../../../shared/domain';
import { isUf, type Uf } from '../../../shared/ufs';
import { candidateFromFields, emptyResult, finalizeCandidate } from '../candidate';
import { findBancaInText, ufFromName } from '../extract/reference-data';
import {
  findMunicipioInText,
  parseEscolaridade,
  parseNiveis,
  parsePrazo,
  parseRemuneracao,
  parseVagas,
  splitCargos,
  splitOrgao,
} from '../extract/rules';
import { cleanText } from '../extract/text';
import type { Candidate, CandidateCargo, ItemError, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { EMPTY_LISTING, absoluteUrl, errorMessage, pathKey, textOf } from './common';

/**
 * PCI Concursos' HTML listing (/concursos/, /concursos/<uf>/, regional pages), the fallback when
 * the MCP endpoint is unavailable. Sections are <h2>; a state header is div.ua > div.uf; each
 * notice is a div of class na, da or ea (newer pages add data-url) holding .ca > a (agency, link
 * to the news page, title = headline), .cc (UF; blank for national notices), .cd ('N vagas até
 * R$ X<br><span>Cargo<br><span>Nível</span></span>') and .ce > span (the deadline). In the 2010s
 * markup .cb/.cc/.cd/.ce sit inside .ca; both nestings are read.
 */

export const PCI_HTML_NAME = 'pci-html';
export const PCI_HTML_DEFAULT_URL = 'https://www.pciconcursos.com.br/concursos/';

export interface PciHtmlConfig {
  /** One listing page or several (SOURCE_PCI_HTML_URL; regional pages may be added). */
  urls: string | string[];
}

export interface PciListingItem {
  orgao: string;
  headline: string;
  link: string | null;
  ufCell: string;
  stateHeader: string | null;
  vagasSalario: string;
  cargo: string;
  nivel: string;
  prazo: string;
}

/** Reads a listing page into raw items; throws SourceFormatError when a non-empty page has none we recognise. */
export function parsePciListing(html: string, pageUrl: string): { items: PciListingItem[]; errors: ItemError[] } {
  const $ = load(html);
  const items: PciListingItem[] = [];
  const errors: ItemError[] = [];
  let stateHeader: string | null = null;

  const nodes = $('div.ua, div.na, div.da, div.ea').toArray();
  let seen = 0;
  for (const node of nodes) {
    const el = $(node);
    if (el.is('div.ua')) {
      const header = cleanText(el.find('div.uf').first().text());
      stateHeader = header || null;
      continue;
    }
    // An item nested in another item's class would be read twice.
    if (el.parents('div.na, div.da, div.ea').length > 0) continue;
    seen++;
    const anchor = el.find('.ca a').first();
    const orgao = cleanText(anchor.text());
    if (!orgao) {
      errors.push({ item: `item ${seen} de ${pageUrl}`, message: 'item sem órgão (.ca a)' });
      continue;
    }
    const cd = el.find('.cd').first();
    const levelSpan = cd.find('span span').first();
    const cargoSpan = cd.children('span').first().clone();
    cargoSpan.find('span').remove();
    const headlineCell = cd.clone();
    headlineCell.find('span').remove();
    items.push({
      orgao,
      headline: cleanText(anchor.attr('title') ?? ''),
      link: absoluteUrl(anchor.attr('href'), pageUrl) ?? absoluteUrl(el.attr('data-url'), pageUrl),
      ufCell: cleanText(el.find('.cc').first().text()),
      stateHeader,
      vagasSalario: textOf(headlineCell),
      cargo: textOf(cargoSpan),
      nivel: textOf(levelSpan),
      prazo: textOf(el.find('.ce').first()),
    });
  }

  if (seen === 0) {
    const stray = $('.ca a').length;
    if (stray > 0) {
      throw new SourceFormatError(PCI_HTML_NAME, `${pageUrl}: ${stray} links .ca a fora de itens na/da/ea (layout mudou?)`);
    }
    const bodyText = cleanText($('body').text());
    if (bodyText && !EMPTY_LISTING.test(bodyText)) {
      throw new SourceFormatError(PCI_HTML_NAME, `${pageUrl}: nenhum concurso reconhecível na página (layout mudou?)`);
    }
  } else if (items.length === 0) {
    throw new SourceFormatError(PCI_HTML_NAME, `${pageUrl}: ${seen} itens sem órgão (.ca a) — layout mudou?`);
  }
  return { items, errors };
}

function ufOf(item: PciListingItem, orgaoUf: Uf | null): Uf | null {
  const cell = item.ufCell.toUpperCase();
  if (isUf(cell)) return cell;
  // A blank cell is a national notice, unless the page groups items under a state header.
  if (item.stateHeader && !/nacional/i.test(item.stateHeader)) {
    const header = item.stateHeader.trim();
    const fromHeader = isUf(header.toUpperCase()) ? (header.toUpperCase() as Uf) : ufFromName(header);
    if (fromHeader) return fromHeader;
  }
  return cell ? orgaoUf : null;
}

export function mapPciListingItem(item: PciListingItem, today: string): Candidate {
  const ano = Number(today.slice(0, 4));
  const orgaoSplit = splitOrgao(item.orgao);
  const uf = ufOf(item, orgaoSplit.uf);
  const municipio = findMunicipioInText(orgaoSplit.nome, uf)?.nome ?? null;
  const { vagas, cadastroReserva } = parseVagas(item.vagasSalario);
  const pay = parseRemuneracao(item.vagasSalario);
  const niveis = parseNiveis(item.nivel, { loose: true });
  const escolaridade: Escolaridade | null = parseEscolaridade(item.nivel, { loose: true });
  const prazo = parsePrazo(item.prazo, ano);
  const names = splitCargos(item.cargo);
  const single = names.length === 1;
  const cargos: CandidateCargo[] = names.map((nome) => ({
    nome,
    escolaridade: escolaridade !== 'Vários_Níveis' ? escolaridade : null,
    vagas: single ? vagas : null,
    remuneracao_base: single ? pay.max : null,
  }));
  const key = item.link ? `pci:${pathKey(item.link)}` : `pci:${orgaoSplit.nome}|${item.prazo}`;
  const banca = findBancaInText(item.headline);
  const texto = [item.orgao, item.vagasSalario, item.cargo, item.nivel, item.prazo, item.headline].filter(Boolean).join(' | ');
  return candidateFromFields({
    fonte: 'pci',
    fonte_chave: key,
    fonte_url: item.link,
    campos: {
      orgao: { nome: orgaoSplit.nome, sigla: orgaoSplit.sigla },
      uf,
      municipio,
      escolaridade,
      vagas,
      cadastro_reserva: cadastroReserva,
      remuneracao_min: pay.min,
      remuneracao_max: pay.max,
      inscricoes_inicio: prazo.inicio,
      inscricoes_fim: prazo.fim,
      prova_data: null,
      cargos,
      banca: banca ? { nome: banca.nome, site: banca.site } : null,
      link_inscricao: null,
      link_edital: null,
    },
    texto,
    extracao: 'regras',
    today,
    statusPadrao: 'inscricoes_abertas',
    situacao: prazo.situacao,
    niveis,
    processoSeletivo: /processo\s+seletivo|sele[çc][ãa]o\s+p[úu]blica\s+simplificada/i.test(item.headline),
  });
}

export function pciHtmlSource(config: PciHtmlConfig): SourceAdapter {
  const urls = Array.isArray(config.urls) ? config.urls : [config.urls];
  return {
    name: PCI_HTML_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const result = emptyResult();
      const seenKeys = new Set<string>();
      let failures = 0;
      let firstFailure: unknown = null;
      for (const url of urls) {
        let html: string;
        let finalUrl: string;
        try {
          const response = await ctx.fetcher.request({ url, signal: ctx.signal });
          html = response.text;
          finalUrl = response.url;
        } catch (error) {
          failures++;
          firstFailure ??= error;
          result.errors.push({ item: url, message: errorMessage(error) });
          continue;
        }
        const { items, errors } = parsePciListing(html, finalUrl);
        result.errors.push(...errors);
        for (const item of items) {
          try {
            const finalized = finalizeCandidate(mapPciListingItem(item, ctx.today));
            if (!finalized.ok) {
              result.errors.push(finalized.error);
              continue;
            }
            // Regional pages repeat national notices: one candidate per key.
            if (seenKeys.has(finalized.candidate.fonte_chave)) continue;
            seenKeys.add(finalized.candidate.fonte_chave);
            result.candidates.push(finalized.candidate);
          } catch (error) {
            result.errors.push({ item: item.orgao, message: errorMessage(error) });
          }
        }
      }
      if (urls.length > 0 && failures === urls.length) throw firstFailure;
      return result;
    },
  };
}
