import { describe, expect, it } from 'vitest';
import { registrationTarget, safeExternalUrl } from './links';

describe('safeExternalUrl', () => {
  it.each([
    'https://www.cebraspe.org.br/concursos/pf_25',
    'http://concurso.prefeitura.sp.gov.br/inscricao?x=1#y',
    'HTTPS://EXAMPLE.COM',
  ])('keeps the http(s) address %s', (url) => {
    expect(safeExternalUrl(url)).toBe(url);
  });

  it('trims surrounding spaces', () => {
    expect(safeExternalUrl('  https://example.com/a  ')).toBe('https://example.com/a');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.com',
    'ftp://example.com/edital.pdf',
    'file:///etc/passwd',
    '/edital/1',
    '//evil.example.com',
    'www.example.com',
    'https://',
    'http:',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeExternalUrl(null)).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});

describe('registrationTarget', () => {
  const banca = { site: 'https://www.fgv.br' };

  it('prefers the notice’s registration link', () => {
    expect(registrationTarget({ link_inscricao: 'https://inscricao.example.com', banca })).toBe(
      'https://inscricao.example.com',
    );
  });

  it('falls back to the exam board’s site', () => {
    expect(registrationTarget({ link_inscricao: null, banca })).toBe('https://www.fgv.br');
    expect(registrationTarget({ link_inscricao: 'javascript:alert(1)', banca })).toBe('https://www.fgv.br');
  });

  it('is null when neither is an http(s) address', () => {
    expect(registrationTarget({ link_inscricao: null, banca: null })).toBeNull();
    expect(registrationTarget({ link_inscricao: null, banca: { site: null } })).toBeNull();
    expect(registrationTarget({ link_inscricao: 'data:text/html,x', banca: { site: 'javascript:void(0)' } })).toBeNull();
  });
});
