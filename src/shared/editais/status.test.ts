import { describe, expect, it } from 'vitest';
import { EDITAL_STATUSES } from '../domain';
import { statusLabel } from './status';

describe('statusLabel', () => {
  it.each([
    ['inscricoes_abertas', 'Inscrições Abertas'],
    ['publicado', 'Previsto'],
    ['autorizado', 'Previsto'],
    ['encerrado', 'Encerrado'],
    ['suspenso', 'Encerrado'],
    ['cancelado', 'Encerrado'],
    ['', 'Encerrado'],
    ['INSCRICOES_ABERTAS', 'Encerrado'],
    ['qualquer coisa', 'Encerrado'],
  ])('%j → %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('gives every database status one of the three labels', () => {
    for (const status of EDITAL_STATUSES) {
      expect(['Inscrições Abertas', 'Previsto', 'Encerrado']).toContain(statusLabel(status));
    }
  });
});
