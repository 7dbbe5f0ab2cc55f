import { describe, expect, it } from 'vitest';
import { campoComCaracteresInvalidos, findForbiddenText, forbiddenTextMessage, hasForbiddenChars } from './text-input';

describe('hasForbiddenChars', () => {
  it('accepts ordinary Portuguese text, symbols and characters outside the BMP', () => {
    for (const text of ['', 'Polícia Militar — SP', 'R$ 5.000,00 · “edital”', 'Ação 😀 𝔸', 'ß\u00a0ü']) {
      expect(hasForbiddenChars(text), text).toBe(false);
    }
  });

  it('refuses every C0 control character and DEL', () => {
    for (let code = 0; code < 0x20; code++) expect(hasForbiddenChars(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    expect(hasForbiddenChars('a\u007fb')).toBe(true);
  });

  it('allows tab, line feed and carriage return only in multi-line text', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasForbiddenChars(text)).toBe(true);
      expect(hasForbiddenChars(text, true)).toBe(false);
    }
    expect(hasForbiddenChars('a\u0000b', true)).toBe(true);
    expect(hasForbiddenChars('a\u000bb', true)).toBe(true);
  });

  it('refuses lone surrogates, high or low, anywhere', () => {
    for (const text of ['\ud800', 'a\ud800', '\udc00a', '\ud83d\ud83d\ude00x', '😀\udc00', '\ude00\ud83d']) {
      expect(hasForbiddenChars(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('findForbiddenText', () => {
  it('names the first bad string by its path in the body', () => {
    expect(findForbiddenText({ nome: 'ok', filtros: { q: 'a\u0000', uf: ['SP'] } })).toEqual({ path: 'filtros.q' });
    expect(findForbiddenText({ keywords: ['boa', 'ru\ud800im'] })).toEqual({ path: 'keywords[1]' });
    expect(findForbiddenText('\u0000')).toEqual({ path: '' });
    expect(findForbiddenText({ a: 1, b: true, c: null, d: [{ e: 'limpo' }] })).toBeUndefined();
  });

  it('refuses a bad field name, naming the object that holds it', () => {
    expect(findForbiddenText({ filtros: { 'q\u0000': 'x' } })).toEqual({ path: 'filtros' });
    expect(forbiddenTextMessage({ path: 'filtros' })).toBe(campoComCaracteresInvalidos('filtros'));
    expect(forbiddenTextMessage({ path: '' })).toMatch(/^O corpo da requisição contém caracteres não permitidos/);
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findForbiddenText(deep)?.path).toMatch(/^(\[0\]){100000}$/);
  });
});
