import { readFile } from 'node:fs/promises';
import type { CSSProperties, ReactElement } from 'react';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { Edital } from '#shared/api/editais';
import { formatDate } from '#shared/editais/dates';
import { agencyName, formatSalary, formatVagas, placeName } from '#shared/editais/format';
import { statusLabel } from '#shared/editais/status';

/**
 * The share images link previews show (Open Graph / Twitter cards): a 1200×630 card per notice and
 * one brand card for every other page. Drawn as React elements by satori (SVG with the text as
 * paths) and rasterised by resvg; no browser, no network.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Bump when the card's design changes: it is part of every ETag, so cached cards are replaced. */
export const OG_DESIGN_VERSION = 1;

const TAGLINE = 'Seu futuro começa aqui';

// The site's theme (src/web/styles.css), written out: the server never imports the web app.
const PRIMARY = '#1e3a8a';
const FOREGROUND = '#0f172a';
const MUTED = '#475569';
const BORDER = '#e2e8f0';
const ACCENT = '#eff6ff';
const TONES = {
  'Inscrições Abertas': { background: '#15803d', color: '#ffffff' },
  Previsto: { background: '#e0e7ff', color: PRIMARY },
  Encerrado: { background: '#f1f5f9', color: MUTED },
} as const;

/** A title longer than this is cut with an ellipsis before layout: three lines never hold more. */
const TITLE_MAX_CHARS = 150;
const BAR_WIDTH = 20;
const FACT_MAX_CHARS = 60;

/** What a notice's card says, already formatted with the site's own wording. */
export interface ShareCard {
  titulo: string;
  agency: string;
  status: keyof typeof TONES;
  place: string;
  vagas: string;
  pay: string;
  /**
   * The registration deadline as a date, never "Faltam 3 dias": a card is cached and shared for
   * days, and a countdown would be wrong the day after it was drawn.
   */
  deadline: string;
}

export function shareCardOf(notice: Edital): ShareCard {
  return {
    titulo: notice.titulo,
    agency: agencyName(notice.orgao),
    status: statusLabel(notice.status),
    place: placeName(notice),
    vagas: formatVagas(notice.vagas),
    pay: formatSalary(notice.remuneracao_min, notice.remuneracao_max),
    deadline: notice.inscricoes_fim ? `Até ${formatDate(notice.inscricoes_fim)}` : 'Não informadas',
  };
}

/**
 * The code points the shipped Inter files hold: fontsource's "latin" subset (its unicode-range).
 * Anything else would be drawn as a "no glyph" box.
 */
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329],
  [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

function inFont(char: string): boolean {
  const cp = char.codePointAt(0) ?? 0;
  return FONT_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi);
}

/** A character the font lacks: its letters without accents when it has them ('ő' → 'o'), else nothing. */
function drawable(char: string): string {
  if (inFont(char)) return char;
  return Array.from(char.normalize('NFD')).filter(inFont).join('');
}

/**
 * Text as the card may draw it: composed (NFC), characters the font lacks replaced or dropped,
 * invisible format characters dropped, control characters and runs of whitespace folded into one
 * space, and cut at `max` characters
 * with an ellipsis.
 */
export function cardText(text: string, max: number): string {
  const clean = Array.from(text.normalize('NFC'), drawable)
    .join('')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Shorter titles are drawn larger; three lines of the smallest size hold TITLE_MAX_CHARS. */
function titleSize(titulo: string): number {
  const length = Array.from(titulo).length;
  return length <= 40 ? 64 : length <= 70 ? 58 : 48;
}

function Brand({ scale = 1 }: { scale?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <div
        style={{
          display: 'flex',
          background: PRIMARY,
          color: '#ffffff',
          fontSize: 34 * scale,
          fontWeight: 700,
          letterSpacing: -0.5 * scale,
          padding: `${6 * scale}px ${18 * scale}px`,
          borderRadius: 12 * scale,
        }}
      >
        MCI
      </div>
      <div style={{ display: 'flex', marginLeft: 18 * scale, fontSize: 26 * scale, color: MUTED }}>{TAGLINE}</div>
    </div>
  );
}

const clampOne: CSSProperties = { display: 'block', lineClamp: 1, overflow: 'hidden', textOverflow: 'ellipsis' };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '50%', marginTop: 18, paddingRight: 24, boxSizing: 'border-box' }}>
      <div style={{ display: 'flex', fontSize: 20, fontWeight: 700, color: MUTED, letterSpacing: 1.5 }}>
        {label.toUpperCase()}
      </div>
      <div style={{ ...clampOne, fontSize: 30, fontWeight: 700, color: FOREGROUND, marginTop: 4 }}>
        {cardText(value, FACT_MAX_CHARS)}
      </div>
    </div>
  );
}

/** The frame both cards share: the brand's colour down the left edge, white space, Inter. */
function Frame({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <div
      style={{
        display: 'flex',
        width: OG_WIDTH,
        height: OG_HEIGHT,
        background: '#ffffff',
        fontFamily: 'Inter',
        color: FOREGROUND,
      }}
    >
      <div style={{ display: 'flex', flexShrink: 0, width: BAR_WIDTH, height: '100%', background: PRIMARY }} />
      {/* A fixed width: long unbreakable text must wrap or be cut, never squeeze the frame. */}
      <div style={{ display: 'flex', flexDirection: 'column', width: OG_WIDTH - BAR_WIDTH, padding: '44px 64px 44px 56px' }}>
        {children}
      </div>
    </div>
  );
}

export function EditalCard({ card }: { card: ShareCard }) {
  const titulo = cardText(card.titulo, TITLE_MAX_CHARS);
  const tone = TONES[card.status];
  return (
    <Frame>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Brand />
        <div style={{ display: 'flex', ...tone, fontSize: 24, fontWeight: 700, padding: '8px 22px', borderRadius: 999 }}>
          {card.status}
        </div>
      </div>
      <div
        style={{
          display: 'block',
          lineClamp: 3,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          // Long unbroken words (a code, a URL) wrap too instead of running off the card.
          wordBreak: 'break-word',
          flexShrink: 0,
          marginTop: 36,
          fontSize: titleSize(titulo),
          fontWeight: 700,
          lineHeight: 1.15,
          maxHeight: Math.ceil(3 * 1.15 * titleSize(titulo)),
        }}
      >
        {titulo}
      </div>
      <div style={{ ...clampOne, flexShrink: 0, marginTop: 14, fontSize: 28, color: MUTED }}>{cardText(card.agency, 90)}</div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <div style={{ display: 'flex', flexWrap: 'wrap', borderTop: `2px solid ${BORDER}`, paddingTop: 6 }}>
        <Fact label="Local" value={card.place} />
        <Fact label="Vagas" value={card.vagas} />
        <Fact label="Remuneração" value={card.pay} />
        <Fact label="Inscrições" value={card.deadline} />
      </div>
    </Frame>
  );
}

export function DefaultCard() {
  return (
    <Frame>
      <div style={{ display: 'flex', flexGrow: 1, flexDirection: 'column', justifyContent: 'center' }}>
        <Brand scale={2} />
        <div style={{ display: 'flex', marginTop: 56, fontSize: 52, fontWeight: 700, lineHeight: 1.2, maxWidth: 940 }}>
          Concursos públicos abertos, previstos e autorizados em todo o Brasil
        </div>
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            marginTop: 40,
            fontSize: 28,
            color: PRIMARY,
            background: ACCENT,
            padding: '10px 24px',
            borderRadius: 12,
          }}
        >
          Prazos, vagas e salários num só lugar
        </div>
      </div>
    </Frame>
  );
}

// assets/fonts at the repository root, from src/server/features/discovery.
const FONT_DIR = new URL('../../../../assets/fonts/', import.meta.url);
let fonts: Promise<Font[]> | undefined;

/** Inter regular and bold, read once per process (a failed read is retried on the next card). */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight): Promise<Font> => {
      const data = await readFile(new URL(`inter-latin-${weight}-normal.woff`, FONT_DIR));
      return { name: 'Inter', data, weight, style: 'normal' };
    }),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/**
 * Draws a card to PNG bytes. Characters Inter lacks (emoji, other scripts) are left out rather
 * than fetched from anywhere: `loadAdditionalAsset` answers "no font".
 */
export async function renderCardPng(element: ReactElement): Promise<Buffer> {
  const svg = await satori(element, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
    loadAdditionalAsset: () => Promise.resolve([]),
  });
  // Off the event loop (libuv's pool), and without scanning the system's fonts: the text is paths.
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false }, logLevel: 'off' });
  return image.asPng();
}
