import { describe, expect, it } from 'vitest';
import { repairMojibake } from './text';

describe('repairMojibake', () => {
  it('turns UTF-8 read as Latin-1 back into what was written', () => {
    expect(repairMojibake('InscriÃ§Ãµes do Concurso PÃºblico atÃ© o dia 1Âº de junho')).toBe('Inscrições do Concurso Público até o dia 1º de junho');
    expect(repairMojibake('ParaÃ\u00adba â€\u201c SÃ£o JoÃ£o')).toBe('Paraíba – São João');
  });

  it('leaves correct text and text it cannot repair alone', () => {
    expect(repairMojibake('Inscrições do Concurso Público')).toBe('Inscrições do Concurso Público');
    expect(repairMojibake('Ã§ and a character Latin-1 never produces: 漢')).toBe('Ã§ and a character Latin-1 never produces: 漢');
  });
});
