import { describe, expect, it } from 'vitest';
import { planUsageText, setStatusBodySchema, TRACKING_ACTION_TEXTS } from './tracking';

describe('planUsageText', () => {
  it('free: saved of the limit', () => {
    expect(planUsageText({ plan: 'free', saved: 3, limit: 5 })).toBe('Plano gratuito: 3 de 5 salvos');
    expect(planUsageText({ plan: 'free', saved: 0, limit: 5 })).toBe('Plano gratuito: 0 de 5 salvos');
  });
  it('premium: no limit, singular and plural', () => {
    expect(planUsageText({ plan: 'premium', saved: 12, limit: null })).toBe('Plano premium: 12 salvos (sem limite)');
    expect(planUsageText({ plan: 'premium', saved: 1, limit: null })).toBe('Plano premium: 1 salvo (sem limite)');
  });
});

describe('setStatusBodySchema', () => {
  it('accepts the four statuses from feed or busca', () => {
    for (const status of ['salvo', 'visto', 'oculto', 'inscrito'] as const) {
      for (const origin of ['feed', 'busca'] as const) {
        expect(setStatusBodySchema.parse({ status, origin })).toEqual({ status, origin });
      }
    }
  });
  it('refuses anything else with a Portuguese message', () => {
    const status = setStatusBodySchema.safeParse({ status: 'novo', origin: 'feed' });
    expect(status.error?.issues[0]?.message).toBe('Status inválido. Use salvo, visto, oculto ou inscrito.');
    const origin = setStatusBodySchema.safeParse({ status: 'salvo', origin: 'email' });
    expect(origin.error?.issues[0]?.message).toBe('Origem inválida. Use feed ou busca.');
  });
});

describe('TRACKING_ACTION_TEXTS', () => {
  it('uses the toasts of SPEC.md word for word', () => {
    expect(TRACKING_ACTION_TEXTS.salvo).toEqual({
      success: 'Concurso salvo!',
      failure: 'Erro ao salvar',
      signInNeeded: 'Faça login para salvar concursos',
    });
    expect(TRACKING_ACTION_TEXTS.visto).toEqual({
      success: 'Marcado como visto',
      failure: 'Erro ao marcar',
      signInNeeded: 'Faça login para marcar concursos como vistos',
    });
    expect(TRACKING_ACTION_TEXTS.oculto).toEqual({
      success: 'Concurso ocultado',
      failure: 'Erro ao ocultar',
      signInNeeded: 'Faça login para ocultar concursos',
    });
  });
});
