/**
 * Runs after `vite build` (`npm run build`): reports the landing page's JavaScript against its
 * budget (≤ 125 kB gzip before lazy chunks; docs/decisions/0011-orcamento-de-javascript.md). After
 * a build it only reports, so nobody is kept from starting the site; with `--enforce` (`npm test`)
 * it exits 1 when over budget. It always fails when there is no build to measure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 125_000;
/** Key of the landing route's module in the manifest (paths are relative to Vite's root, src/web). */
export const LANDING_ROUTE_SRC = 'app/routes/landing.tsx';
/**
 * The app module the entry (src/web/boot.ts) imports as soon as the page is painted: not a lazy
 * chunk, every page runs it, so it counts with the entry.
 */
export const APP_MAIN_SRC = 'main.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSet {
  /** Output files, the chunk itself first. */
  files: string[];
  gzipBytes: number;
}

export interface BundleReport {
  /** The entry chunk and the app's main module, plus every chunk they import statically, recursively. */
  entry: ChunkSet;
  /** The landing route's lazy chunk plus its static imports not already in `entry`. */
  landingRoute: ChunkSet | null;
  budgetBytes: number;
  overBudget: boolean;
}

export interface ComputeOptions {
  /** Manifest key of the page's lazy route module. */
  landingSrc?: string;
  budgetBytes?: number;
}

/** Manifest keys reachable from `start` through static imports, `start` first. */
function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`O manifesto não tem a entrada "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

function measure(distDir: string, manifest: Manifest, keys: string[]): ChunkSet {
  const files = keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  // zlib's default level: the one the server's compress() middleware sends over the wire.
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { files, gzipBytes };
}

/** Measures the landing page's JavaScript in a Vite build directory (one with .vite/manifest.json). */
export function computeBundleReport(distDir: string, options: ComputeOptions = {}): BundleReport {
  const { landingSrc = LANDING_ROUTE_SRC, budgetBytes = BUDGET_BYTES } = options;
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`Manifesto não encontrado em ${manifestFile}. Rode \`vite build\` antes.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('O manifesto não tem um chunk de entrada (isEntry).');
  const entryKeys = staticClosure(manifest, entryKey);
  if (manifest[APP_MAIN_SRC]) {
    for (const key of staticClosure(manifest, APP_MAIN_SRC)) if (!entryKeys.includes(key)) entryKeys.push(key);
  }
  const entry = measure(distDir, manifest, entryKeys);

  let landingRoute: ChunkSet | null = null;
  if (manifest[landingSrc]) {
    const alreadyLoaded = new Set(entryKeys);
    const routeKeys = staticClosure(manifest, landingSrc).filter((key) => !alreadyLoaded.has(key));
    landingRoute = measure(distDir, manifest, routeKeys);
  }

  return { entry, landingRoute, budgetBytes, overBudget: entry.gzipBytes > budgetBytes };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const imports = (n: number) => (n === 1 ? '1 import' : `${n} imports`);

export function formatBundleReport(report: BundleReport): string[] {
  const { entry, landingRoute, budgetBytes, overBudget } = report;
  const lines = [
    `JavaScript da página inicial (sem chunks lazy): ${kB(entry.gzipBytes)} gzip (entrada + ${imports(entry.files.length - 1)})`,
    landingRoute
      ? `Chunk lazy da rota inicial (/): ${kB(landingRoute.gzipBytes)} gzip (rota + ${imports(landingRoute.files.length - 1)} além da entrada)`
      : 'Chunk lazy da rota inicial (/): não encontrado no manifesto',
    `Orçamento: ${kB(budgetBytes)} gzip antes dos chunks lazy (docs/decisions/0011-orcamento-de-javascript.md)`,
  ];
  if (overBudget) {
    lines.push(`AVISO: a página inicial passou do orçamento em ${kB(entry.gzipBytes - budgetBytes)}.`);
  }
  return lines;
}

function main() {
  const distDir = fileURLToPath(new URL('../dist/web', import.meta.url));
  try {
    const report = computeBundleReport(distDir);
    for (const line of formatBundleReport(report)) console.log(line);
    if (report.overBudget && process.argv.includes('--enforce')) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
