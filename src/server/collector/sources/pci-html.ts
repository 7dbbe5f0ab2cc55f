import { load } from 'cheerio';
import { isUf, type Uf } from '#shared/ufs';
import { ufFromName } from '../extract/reference-data';
import { parsePrazo, splitCargos, splitOrgao } from '../extract/rules';
import { cleanText } from '../extract/text';
import type { Candidate, ItemError, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { EMPTY_LISTING, absoluteUrl, pathKey, readListingPages, textOf } from './common';
import { readDetails } from './detail';
import { pciCandidate, pciNoticeReader } from './pci-notice';

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
  /** Whether each new or changed notice's news page is read too. Default true. */
  detalhes?: boolean;
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
  const orgao = splitOrgao(item.orgao);
  const prazo = parsePrazo(item.prazo, Number(today.slice(0, 4)));
  return pciCandidate(
    {
      fonte_chave: item.link ? `pci:${pathKey(item.link)}` : `pci:${orgao.nome}|${item.prazo}`,
      link: item.link,
      orgao,
      uf: ufOf(item, orgao.uf),
      vagasSalario: item.vagasSalario,
      nivel: item.nivel,
      cargos: splitCargos(item.cargo),
      inicio: prazo.inicio,
      fim: prazo.fim,
      situacao: prazo.situacao,
      bancaText: item.headline,
      texto: [item.orgao, item.vagasSalario, item.cargo, item.nivel, item.prazo, item.headline].filter(Boolean).join(' | '),
      extracao: 'regras',
      statusPadrao: 'inscricoes_abertas',
      processoSeletivo: /processo\s+seletivo|sele[çc][ãa]o\s+p[úu]blica\s+simplificada/i.test(item.headline),
    },
    today,
  );
}

export function pciHtmlSource(config: PciHtmlConfig): SourceAdapter {
  const pages = (Array.isArray(config.urls) ? config.urls : [config.urls]).map((url) => ({ url }));
  return {
    name: PCI_HTML_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const result = await readListingPages(ctx, pages, {
        parse: parsePciListing,
        toCandidate: (item, _page, today) => mapPciListingItem(item, today),
        label: (item) => item.orgao,
      });
      return readDetails(ctx, result, config.detalhes === false || !pages[0] ? null : pciNoticeReader(pages[0].url));
    },
  };
}
