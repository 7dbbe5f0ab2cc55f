import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it("define 'X — MCI' e acompanha mudanças do título", () => {
    const { rerender } = renderHook(({ title }: { title?: string }) => usePageTitle(title), {
      initialProps: { title: 'Explorar Concursos' },
    });
    expect(document.title).toBe('Explorar Concursos — MCI');
    rerender({ title: 'Meus Concursos' });
    expect(document.title).toBe('Meus Concursos — MCI');
  });

  it('usa o título do produto quando não recebe título', () => {
    renderHook(() => usePageTitle());
    expect(document.title).toBe('MCI — Seu futuro começa aqui');
  });
});
