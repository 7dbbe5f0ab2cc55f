import { describe, expect, it } from 'vitest';
import { horasSemanais, professionLevel, withProfessionLevel, withTaxas } from './cargos';

describe('horasSemanais', () => {
  it('reads the whole weekly hours a workload states', () => {
    expect(horasSemanais('40 horas semanais')).toBe(40);
    expect(horasSemanais('30h')).toBe(30);
    expect(horasSemanais('20 h/semana')).toBe(20);
    // A table's '32,5 h' (read as '32,5 horas semanais'): 32 whole hours, not 5.
    expect(horasSemanais('32,5 horas semanais')).toBe(32);
    expect(horasSemanais('plantões de 12x36')).toBeNull();
    expect(horasSemanais(null)).toBeNull();
  });
});

describe('withTaxas', () => {
  const cargo = (nome: string, escolaridade: 'Ensino_Médio' | 'Ensino_Superior' | null) => ({ nome, escolaridade, vagas: 1, remuneracao_base: null, jornada: null, taxa: null });

  it('gives fees by level when there are as many fees as levels, the lowest to the lowest level', () => {
    const cargos = withTaxas([cargo('Procurador Legislativo', 'Ensino_Superior'), cargo('Agente Legislativo', 'Ensino_Médio')], [80, 120]);
    expect(cargos.map((c) => [c.nome, c.taxa])).toEqual([
      ['Procurador Legislativo', 120],
      ['Agente Legislativo', 80],
    ]);
  });

  it('leaves the fees unassigned when a position has no level', () => {
    const cargos = withTaxas([cargo('Procurador Legislativo', null), cargo('Agente Legislativo', 'Ensino_Médio')], [80, 120]);
    expect(cargos.map((c) => c.taxa)).toEqual([null, null]);
  });
});

describe('professionLevel', () => {
  it('is higher education for a position named for a graduate\'s profession', () => {
    for (const nome of ['Médico Socorrista', 'Enfermeiro ESF', 'Enfermeira', 'Cirurgião Dentista', 'Assistente Social', 'Arquiteto(a)', 'Arquiteto/a', 'Engenheiro Civil', 'Psicóloga', 'Nutricionista', 'Fisioterapeuta', 'Médico Veterinário', 'Contador', 'Procurador Jurídico']) {
      expect(professionLevel(nome), nome).toBe('Ensino_Superior');
    }
  });

  it('is null for the positions that assist them or merely share a word', () => {
    for (const nome of ['Técnico em Enfermagem', 'Auxiliar de Enfermagem', 'Atendente de Farmácia', 'Auxiliar de Consultório Dentário', 'Agente Comunitário de Saúde', 'Professor de Educação Física', 'Técnico em Edificações', 'Contador de histórias', 'Motorista']) {
      expect(professionLevel(nome), nome).toBeNull();
    }
  });
});

describe('withProfessionLevel', () => {
  it('gives higher education only to a text that names no level and whose every position is a graduate\'s profession', () => {
    expect(withProfessionLevel([], [{ nome: 'Médico Socorrista' }])).toEqual(['Ensino_Superior']);
    expect(withProfessionLevel([], [{ nome: 'Médico Socorrista' }, { nome: 'Motorista' }])).toEqual([]);
    expect(withProfessionLevel([], [])).toEqual([]);
    expect(withProfessionLevel(['Pós_Graduação'], [{ nome: 'Médico Pediatra' }])).toEqual(['Pós_Graduação']);
  });
});
