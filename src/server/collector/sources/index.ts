import { errorMessage } from '#server/lib/error-message';
import type { SourceAdapter, SourceContext, SourceResult } from '../types';
import { JC_DEFAULT_URL, jcSource } from './jc';
import { pciApiSource } from './pci-api';
import { PCI_HTML_DEFAULT_URL, pciHtmlSource } from './pci-html';
import { PCI_MCP_DEFAULT_URL, pciMcpSource } from './pci-mcp';
import { QUERIDO_DIARIO_DEFAULT_URL, queridoDiarioSource } from './querido-diario';

/** The collector's sources as configured (SOURCE_* in DESIGN.md section 6): a URL, 'off', or unset for the default. */

export interface SourcesConfig {
  /** PCI's JSON API; off unless set. */
  SOURCE_PCI_API_URL?: string;
  SOURCE_PCI_URL?: string;
  SOURCE_PCI_HTML_URL?: string;
  SOURCE_JC_URL?: string;
  SOURCE_QUERIDO_DIARIO_URL?: string;
}

function address(value: string | undefined, fallback: string): string | null {
  if (value === 'off') return null;
  return value && value.trim() ? value.trim() : fallback;
}

/**
 * `primary`, and only if it fails, `fallback` — so two readings of the same site never both write
 * (they share keys, and would flip each notice back and forth). The primary's failure is reported
 * as a warning of the combined result.
 */
export function withFallback(name: string, primary: SourceAdapter, fallback: SourceAdapter): SourceAdapter {
  return {
    name,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      try {
        return await primary.fetchCandidates(ctx);
      } catch (primaryError) {
        if (ctx.signal?.aborted) throw primaryError;
        const result = await fallback.fetchCandidates(ctx);
        result.warnings.unshift({
          item: primary.name,
          message: `${primary.name} falhou (${errorMessage(primaryError)}); usada a fonte ${fallback.name}`,
        });
        return result;
      }
    },
  };
}

/**
 * One adapter per site, in run order: PCI (its JSON API when configured, else or failing that the
 * MCP, failing that the HTML listing), JC Concursos, Querido Diário. A source set to 'off' is left
 * out; every PCI address off removes PCI.
 */
export function configuredSources(config: SourcesConfig): SourceAdapter[] {
  const sources: SourceAdapter[] = [];
  const pciApi = address(config.SOURCE_PCI_API_URL ?? 'off', '');
  const pciMcp = address(config.SOURCE_PCI_URL, PCI_MCP_DEFAULT_URL);
  const pciHtml = address(config.SOURCE_PCI_HTML_URL, PCI_HTML_DEFAULT_URL);
  const pci = [
    pciApi ? pciApiSource({ url: pciApi }) : null,
    pciMcp ? pciMcpSource({ url: pciMcp }) : null,
    pciHtml ? pciHtmlSource({ urls: pciHtml }) : null,
  ].filter((s): s is SourceAdapter => s !== null);
  // The readings of PCI share their keys: one of them writes, the next only when it fails.
  const chain = pci.reduceRight<SourceAdapter | null>((fallback, primary) => (fallback ? withFallback('pci', primary, fallback) : primary), null);
  if (chain) sources.push(chain);

  const jc = address(config.SOURCE_JC_URL, JC_DEFAULT_URL);
  if (jc) sources.push(jcSource({ baseUrl: jc }));

  const qd = address(config.SOURCE_QUERIDO_DIARIO_URL, QUERIDO_DIARIO_DEFAULT_URL);
  if (qd) sources.push(queridoDiarioSource({ baseUrl: qd }));
  return sources;
}

export { jcSource, pciApiSource, pciHtmlSource, pciMcpSource, queridoDiarioSource };
