import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation-message';

function firstMessage(schema: z.ZodType, value: unknown, target: string): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('esperava uma falha de validação');
  return validationMessage(result.error.issues[0]!, target);
}

describe('validationMessage', () => {
  it("keeps a schema's own message", () => {
    expect(firstMessage(z.object({ nome: z.string({ error: 'Dê um nome' }) }), { nome: 1 }, 'json')).toBe('Dê um nome');
  });

  it("says zod's English defaults in Portuguese, naming the field, parameter or body", () => {
    const body = z.object({ nome: z.string().max(3), filtros: z.object({ uf: z.array(z.string()).max(2) }) });
    expect(firstMessage(body, null, 'json')).toBe('O corpo da requisição deve ser um objeto.');
    expect(firstMessage(body, { filtros: { uf: [] } }, 'json')).toBe('O campo nome é obrigatório.');
    expect(firstMessage(body, { nome: 42, filtros: { uf: [] } }, 'json')).toBe('O campo nome deve ser um texto.');
    expect(firstMessage(body, { nome: 'abcd', filtros: { uf: [] } }, 'json')).toBe('O campo nome deve ter no máximo 3 caracteres.');
    expect(firstMessage(body, { nome: 'a', filtros: { uf: ['a', 'b', 'c'] } }, 'json')).toBe('O campo filtros.uf deve ter no máximo 2 itens.');
    expect(firstMessage(body, { nome: 'a', filtros: { uf: [1] } }, 'json')).toBe('O campo filtros.uf[0] deve ser um texto.');
    expect(firstMessage(z.object({ id: z.string().max(64) }), { id: 'x'.repeat(65) }, 'param')).toBe(
      'O parâmetro id do endereço deve ter no máximo 64 caracteres.',
    );
    expect(firstMessage(z.object({ plan: z.enum(['free', 'premium']) }), { plan: 'gold' }, 'query')).toBe(
      'O parâmetro plan tem um valor que não é aceito.',
    );
    expect(firstMessage(z.object({ n: z.number().min(1) }), { n: 0 }, 'json')).toBe('O campo n deve ser no mínimo 1.');
  });
});
