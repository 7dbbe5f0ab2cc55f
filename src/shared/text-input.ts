/**
 * The characters no text the site receives may carry (issue 17): C0 control characters
 * (U+0000–U+001F: a NUL cannot even be stored by PostgreSQL), DEL (U+007F) and lone UTF-16
 * surrogates (half of a character, which no encoding can write). Tab, line feed and carriage return
 * are allowed only in multi-line fields. Text that arrives percent-encoded as something other than
 * UTF-8 is refused as well (the server decodes it: server/lib/text-guard.ts). Without zod and
 * without I/O, so the server and the forms can share it.
 */

/**
 * JSON fields whose text may span lines (tab, LF and CR allowed). None today: names, searches,
 * keywords and tokens are one line each. A future free-text field (a note, a description) goes here.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set<string>();

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

/** Whether `text` carries a control character (tab, LF and CR allowed when `multiline`), DEL or a lone surrogate. */
export function hasForbiddenChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (multiline && (code === TAB || code === LF || code === CR)) continue;
      return true;
    }
    if (code === DEL) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      // A high surrogate followed by a low one is one character outside the BMP (an emoji…).
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
  }
  return false;
}

const WHY = 'contém caracteres não permitidos (caracteres de controle ou texto que não é UTF-8 válido)';

/** 400 of a query parameter: names it as the address spells it. */
export const parametroComCaracteresInvalidos = (name: string) => `O parâmetro ${name} ${WHY}.`;
/** 400 of a JSON field: names it by its path in the body ('nome', 'filtros.q', 'keywords[0]'). */
export const campoComCaracteresInvalidos = (path: string) => `O campo ${path} ${WHY}.`;
export const NOME_DE_PARAMETRO_INVALIDO = `Um nome de parâmetro do endereço ${WHY}.`;
export const CAMINHO_COM_CARACTERES_INVALIDOS = `O endereço (caminho) ${WHY}.`;
export const CORPO_COM_CARACTERES_INVALIDOS = `O corpo da requisição ${WHY}.`;

/**
 * The first place in a parsed JSON value whose text is forbidden (a string, or the name of a field),
 * as a path for the message; undefined when every string is clean. Iterative, so no nesting depth
 * can overflow the stack.
 */
export function findForbiddenText(value: unknown): { path: string } | undefined {
  const stack: { value: unknown; path: string; key: string }[] = [{ value, path: '', key: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (hasForbiddenChars(item.value, MULTILINE_FIELDS.has(item.key))) return { path: item.path };
    } else if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--) {
        stack.push({ value: item.value[i], path: `${item.path}[${i}]`, key: item.key });
      }
    } else if (item.value !== null && typeof item.value === 'object') {
      const entries = Object.entries(item.value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasForbiddenChars(key)) return { path: item.path };
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, key });
      }
    }
  }
  return undefined;
}

/** The message of what findForbiddenText found: the field by its path, or the whole body. */
export function forbiddenTextMessage(found: { path: string }): string {
  return found.path ? campoComCaracteresInvalidos(found.path) : CORPO_COM_CARACTERES_INVALIDOS;
}
