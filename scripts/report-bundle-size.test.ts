import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeBundleReport, formatBundleReport } from './report-bundle-size';

const FILES: Record<string, string> = {
  'assets/index-aaa.js': 'import "./react-bbb.js";'.repeat(50) + 'console.log("entrada");',
  'assets/react-bbb.js': 'export const react = "react";'.repeat(80),
  'assets/runtime-ccc.js': 'export const runtime = 1;',
  'assets/landing-ddd.js': 'export default function Landing() { return "página inicial"; }',
  'assets/utils-eee.js': 'export const cn = (...c) => c.join(" ");'.repeat(10),
  'assets/feed-fff.js': 'export default function Feed() { return "feed"; }'.repeat(500),
  'assets/index-ggg.css': 'body { color: red; }'.repeat(1000),
};

const MANIFEST = {
  'index.html': {
    file: 'assets/index-aaa.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-bbb.js', '_runtime-ccc.js'],
    dynamicImports: ['app/routes/landing.tsx', 'app/routes/feed.tsx'],
    css: ['assets/index-ggg.css'],
  },
  // A cycle through the entry must not loop or count a chunk twice.
  '_react-bbb.js': { file: 'assets/react-bbb.js', imports: ['_runtime-ccc.js', 'index.html'] },
  '_runtime-ccc.js': { file: 'assets/runtime-ccc.js' },
  '_utils-eee.js': { file: 'assets/utils-eee.js', imports: ['_runtime-ccc.js'] },
  'app/routes/landing.tsx': {
    file: 'assets/landing-ddd.js',
    src: 'app/routes/landing.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react-bbb.js', '_utils-eee.js'],
  },
  'app/routes/feed.tsx': {
    file: 'assets/feed-fff.js',
    src: 'app/routes/feed.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const gz = (...files: string[]) => files.reduce((sum, f) => sum + gzipSync(Buffer.from(FILES[f]!)).length, 0);

let dist: string;

function writeBuild(manifest: unknown = MANIFEST) {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  for (const [file, content] of Object.entries(FILES)) writeFileSync(path.join(dist, file), content);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'mci-bundle-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('computeBundleReport', () => {
  it('soma a entrada e seus imports estáticos, sem chunks lazy nem CSS', () => {
    writeBuild();
    const report = computeBundleReport(dist);
    expect(report.entry.files).toEqual(['assets/index-aaa.js', 'assets/react-bbb.js', 'assets/runtime-ccc.js']);
    expect(report.entry.gzipBytes).toBe(gz('assets/index-aaa.js', 'assets/react-bbb.js', 'assets/runtime-ccc.js'));
  });

  it('conta com a entrada o módulo principal do app que ela importa logo depois da primeira pintura', () => {
    const manifest = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html'], imports: ['_runtime-ccc.js'], dynamicImports: ['main.tsx'] },
      'main.tsx': { file: 'assets/feed-fff.js', src: 'main.tsx', isDynamicEntry: true, imports: ['_react-bbb.js', '_runtime-ccc.js'] },
    };
    writeBuild(manifest);
    const report = computeBundleReport(dist);
    expect(report.entry.files).toEqual(['assets/index-aaa.js', 'assets/runtime-ccc.js', 'assets/feed-fff.js', 'assets/react-bbb.js']);
    expect(report.entry.gzipBytes).toBe(gz('assets/index-aaa.js', 'assets/runtime-ccc.js', 'assets/feed-fff.js', 'assets/react-bbb.js'));
  });

  it('mede o chunk lazy da rota inicial com os imports que a entrada ainda não trouxe', () => {
    writeBuild();
    const report = computeBundleReport(dist);
    expect(report.landingRoute?.files).toEqual(['assets/landing-ddd.js', 'assets/utils-eee.js']);
    expect(report.landingRoute?.gzipBytes).toBe(gz('assets/landing-ddd.js', 'assets/utils-eee.js'));
  });

  it('compara com o orçamento', () => {
    writeBuild();
    const entryBytes = computeBundleReport(dist).entry.gzipBytes;
    expect(computeBundleReport(dist, { budgetBytes: entryBytes }).overBudget).toBe(false);
    expect(computeBundleReport(dist, { budgetBytes: entryBytes - 1 }).overBudget).toBe(true);
  });

  it('aceita um manifesto sem a rota inicial', () => {
    const { ['app/routes/landing.tsx']: _landing, ...withoutLanding } = MANIFEST;
    writeBuild(withoutLanding);
    expect(computeBundleReport(dist).landingRoute).toBeNull();
  });

  it('explica quando não há build', () => {
    expect(() => computeBundleReport(dist)).toThrow(/Manifesto não encontrado/);
  });
});

describe('formatBundleReport', () => {
  const entry = { files: ['a.js', 'b.js', 'c.js', 'd.js'], gzipBytes: 78_400 };
  const landingRoute = { files: ['landing.js'], gzipBytes: 1_700 };

  it('imprime a entrada, a rota inicial e o orçamento', () => {
    expect(formatBundleReport({ entry, landingRoute, budgetBytes: 120_000, overBudget: false })).toEqual([
      'JavaScript da página inicial (sem chunks lazy): 78.4 kB gzip (entrada + 3 imports)',
      'Chunk lazy da rota inicial (/): 1.7 kB gzip (rota + 0 imports além da entrada)',
      'Orçamento: 120.0 kB gzip antes dos chunks lazy (docs/decisions/0011-orcamento-de-javascript.md)',
    ]);
  });

  it('avisa quando passa do orçamento', () => {
    const lines = formatBundleReport({ entry: { ...entry, gzipBytes: 125_300 }, landingRoute, budgetBytes: 120_000, overBudget: true });
    expect(lines.at(-1)).toBe('AVISO: a página inicial passou do orçamento em 5.3 kB.');
  });
});
