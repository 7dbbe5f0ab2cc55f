import { Feed } from 'feed';
import type { Edital } from '#shared/api/editais';
import { formatDate } from '#shared/editais/dates';
import { agencyName, formatSalary, formatVagas, placeName } from '#shared/editais/format';
import { statusLabel } from '#shared/editais/status';
import { paths } from '#shared/paths';

/**
 * RSS 2.0 of a list of notices, one item format for every feed of the site: the public ones
 * (/rss.xml, /rss/{uf}.xml, features/discovery) and the private feed of a saved search
 * (/rss/buscas/{token}.xml, features/buscas).
 */

/** Items per feed: the newest notices. */
export const RSS_ITEM_LIMIT = 50;

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** What XML 1.0 does not allow in a document at all, escaped or not. */
export const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const NOT_DISCLOSED = formatSalary(null, null);

/** The registration window as dates (a feed item is read days later: no "Faltam 3 dias"). */
function registrationText(notice: Pick<Edital, 'inscricoes_inicio' | 'inscricoes_fim'>): string | null {
  const inicio = formatDate(notice.inscricoes_inicio);
  const fim = formatDate(notice.inscricoes_fim);
  if (inicio && fim) return `Inscrições de ${inicio} a ${fim}`;
  if (fim) return `Inscrições até ${fim}`;
  if (inicio) return `Inscrições a partir de ${inicio}`;
  return null;
}

/**
 * An item's description, plain text in the site's wording: "Órgão: PF · Polícia Federal. Local:
 * Nacional. 630 vagas. Remuneração: R$ 14.164,81. Situação: Inscrições Abertas. Inscrições até 15/12/2026."
 */
export function describeEdital(notice: Edital): string {
  const agency = agencyName(notice.orgao);
  const pay = formatSalary(notice.remuneracao_min, notice.remuneracao_max);
  return [
    agency ? `Órgão: ${agency}` : null,
    `Local: ${placeName(notice)}`,
    formatVagas(notice.vagas),
    pay === NOT_DISCLOSED ? pay : `Remuneração: ${pay}`,
    `Situação: ${statusLabel(notice.status)}`,
    registrationText(notice),
  ]
    .filter((part): part is string => part !== null)
    .map((part) => `${part}.`)
    .join(' ');
}

/**
 * Text as a feed carries it: no characters XML forbids, and no "]]>", which would end the CDATA
 * section `feed` wraps titles and descriptions in (its writer only splits the first one).
 */
export function feedText(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replaceAll(']]>', ']] >');
}

export interface RssChannel {
  /** The site's public address (PUBLIC_URL), for the items' links. */
  publicUrl: string;
  title: string;
  description: string;
  /** The page the feed stands for (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  feedUrl: string;
}

/** RSS 2.0 with one item per notice, in the order given (newest first, by created_at). */
export function buildRss(channel: RssChannel, editais: readonly Edital[]): string {
  const { publicUrl } = channel;
  const newest = editais[0]?.created_at;
  const feed = new Feed({
    title: feedText(channel.title),
    description: feedText(channel.description),
    id: `${publicUrl}/`,
    link: channel.link,
    language: 'pt-BR',
    feedLinks: { rss: channel.feedUrl },
    generator: 'MCI',
    // The newest notice's date, not "now": an unchanged feed stays byte-identical (and its ETag too).
    ...(newest ? { updated: new Date(newest) } : {}),
  });
  for (const notice of editais) {
    feed.addItem({
      title: feedText(notice.titulo),
      link: `${publicUrl}${paths.edital.to(notice.id)}`,
      date: new Date(notice.created_at),
      description: feedText(describeEdital(notice)),
    });
  }
  return feed.rss2();
}
