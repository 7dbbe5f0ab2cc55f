import type { Edital, OrgaoRef } from '@/shared/api-types';
import { UF_NAMES } from '@/shared/ufs';

/** 'PC-PE · Polícia Civil do Estado de Pernambuco', or the name alone when there is no acronym. */
export function agencyName(orgao: OrgaoRef | null): string {
  if (!orgao) return '';
  return orgao.sigla && orgao.sigla !== orgao.nome ? `${orgao.sigla} · ${orgao.nome}` : orgao.nome;
}

/** The agency as the detail page names it: its acronym, else its name. */
export function agencyShortName(orgao: OrgaoRef | null): string {
  return orgao?.sigla || orgao?.nome || '';
}

/** 'Socorro – SP', 'SP' without a municipality, 'Nacional' for a nationwide notice (its municipality is only the agency's seat). */
export function placeName(edital: Pick<Edital, 'uf' | 'municipio'>): string {
  if (!edital.uf) return 'Nacional';
  return edital.municipio ? `${edital.municipio} – ${edital.uf}` : `${UF_NAMES[edital.uf]} – ${edital.uf}`;
}

/** The host a candidate is about to visit, without 'www.' ('' for an unreadable address). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
