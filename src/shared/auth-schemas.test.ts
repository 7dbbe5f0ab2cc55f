import { describe, expect, it } from 'vitest';
import { firstMessage, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth-schemas';

const good = { fullName: 'Maria da Silva', email: 'maria@exemplo.com.br', password: 'Senha#Forte1' };

function messageFor(input: Partial<typeof good> & Record<string, unknown>): string | undefined {
  const result = signUpSchema.safeParse({ ...good, ...input });
  return result.success ? undefined : firstMessage(result.error);
}

describe('sign-up validation (SPEC.md section 5)', () => {
  it('accepts a valid sign-up and trims the name and e-mail', () => {
    const parsed = signUpSchema.parse({ ...good, fullName: '  Maria da Silva  ', email: ' maria@exemplo.com.br ' });
    expect(parsed).toEqual(good);
  });

  describe('email', () => {
    it.each([
      ['', 'Email é obrigatório'],
      ['   ', 'Email é obrigatório'],
      [undefined, 'Email é obrigatório'],
      ['maria', 'Email inválido'],
      ['maria@', 'Email inválido'],
      ['maria@exemplo', 'Email inválido'],
      ['maria silva@exemplo.com', 'Email inválido'],
    ])('%j → %s', (email, message) => {
      expect(messageFor({ email: email as string })).toBe(message);
    });

    it('255 characters is the limit; 256 is too long', () => {
      const at255 = `${'a'.repeat(255 - '@exemplo.com.br'.length)}@exemplo.com.br`;
      expect(at255).toHaveLength(255);
      // A local part over 64 characters is invalid as an address, but the length rule comes first.
      expect(messageFor({ email: `${at255}x` })).toBe('Email muito longo');
      const valid255 = `${'a'.repeat(59)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
      expect(valid255).toHaveLength(255);
      expect(messageFor({ email: valid255 })).toBeUndefined();
    });
  });

  describe('password', () => {
    it.each([
      ['Ab1!xyz', 'A senha deve ter no mínimo 8 caracteres'],
      ['', 'A senha deve ter no mínimo 8 caracteres'],
      ['senha#forte1', 'Deve conter pelo menos uma letra maiúscula'],
      ['SENHA#FORTE1', 'Deve conter pelo menos uma letra minúscula'],
      ['Senha#Forte', 'Deve conter pelo menos um número'],
      ['SenhaForte1', 'Deve conter pelo menos um caractere especial'],
      ['Senha Forte1', 'Deve conter pelo menos um caractere especial'],
    ])('%j → %s', (password, message) => {
      expect(messageFor({ password })).toBe(message);
    });

    it('8 and 128 characters pass; 7 and 129 do not', () => {
      expect(messageFor({ password: 'Ab1!abcd' })).toBeUndefined();
      expect(messageFor({ password: 'Ab1!abc' })).toBe('A senha deve ter no mínimo 8 caracteres');
      expect(messageFor({ password: `Ab1!${'x'.repeat(124)}` })).toBeUndefined();
      expect(messageFor({ password: `Ab1!${'x'.repeat(125)}` })).toBe('Senha muito longa');
    });

    it('accepts accented letters as upper/lower case', () => {
      expect(messageFor({ password: 'ÉSENHA#ção1' })).toBeUndefined();
    });

    it('is not trimmed: spaces count', () => {
      expect(signUpSchema.parse({ ...good, password: ' Senha#Forte1 ' }).password).toBe(' Senha#Forte1 ');
    });
  });

  describe('full name', () => {
    it.each([
      ['A', 'Nome muito curto'],
      ['  A  ', 'Nome muito curto'],
      ['', 'Nome muito curto'],
      ['Ana1', 'Nome deve conter apenas letras e espaços'],
      ["D'Ávila", 'Nome deve conter apenas letras e espaços'],
      ['Ana-Maria', 'Nome deve conter apenas letras e espaços'],
      ['Ana <b>', 'Nome deve conter apenas letras e espaços'],
    ])('%j → %s', (fullName, message) => {
      expect(messageFor({ fullName })).toBe(message);
    });

    it.each(['Jo', 'José Conceição', 'Ângela Müller', 'Ñandú Ítalo', 'Maria  da  Silva'])('accepts %j', (fullName) => {
      expect(messageFor({ fullName })).toBeUndefined();
    });

    it('2 and 100 characters pass; 1 and 101 do not (after trimming)', () => {
      expect(messageFor({ fullName: 'Ab' })).toBeUndefined();
      expect(messageFor({ fullName: 'A'.repeat(100) })).toBeUndefined();
      expect(messageFor({ fullName: `  ${'A'.repeat(100)}  ` })).toBeUndefined();
      expect(messageFor({ fullName: 'A'.repeat(101) })).toBe('Nome muito longo');
    });
  });

  it('reports the first failing field in form order', () => {
    const result = signUpSchema.safeParse({ fullName: 'A', email: 'x', password: 'y' });
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe('Nome muito curto');
  });
});

describe('sign-in validation', () => {
  it.each([
    [{ email: '', password: 'x' }, 'Email é obrigatório'],
    [{ email: 'maria', password: 'x' }, 'Email inválido'],
    [{ email: 'maria@exemplo.com.br', password: '' }, 'Senha é obrigatória'],
    [{ email: 'maria@exemplo.com.br' }, 'Senha é obrigatória'],
  ])('%j → %s', (input, message) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe(message);
  });

  it('does not apply the sign-up password rules to sign-in', () => {
    expect(signInSchema.safeParse({ email: 'maria@exemplo.com.br', password: 'x' }).success).toBe(true);
  });
});

describe('password reset validation', () => {
  it('asks for a valid e-mail, trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' maria@exemplo.com.br ' })).toEqual({ email: 'maria@exemplo.com.br' });
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: '' }).error!)).toBe('Email é obrigatório');
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'maria@' }).error!)).toBe('Email inválido');
  });

  it.each([
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'A senha deve ter no mínimo 8 caracteres'],
    [{ password: 'senha#forte1', confirmPassword: 'senha#forte1' }, 'Deve conter pelo menos uma letra maiúscula'],
    [{ password: 'SenhaForte1', confirmPassword: 'SenhaForte1' }, 'Deve conter pelo menos um caractere especial'],
    [{ password: 'Senha#Forte1', confirmPassword: 'Senha#Forte2' }, 'As senhas não coincidem'],
    [{ password: 'Senha#Forte1', confirmPassword: '' }, 'As senhas não coincidem'],
    [{ password: 'Senha#Forte1' }, 'As senhas não coincidem'],
  ])('new password %j → %s (the sign-up rules, then the confirmation)', (input, message) => {
    const result = resetPasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe(message);
  });

  it('accepts the same strong password typed twice', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Senha#Forte1', confirmPassword: 'Senha#Forte1' }).success).toBe(true);
  });
});
