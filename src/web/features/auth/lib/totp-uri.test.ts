import { describe, expect, it } from 'vitest';
import { groupSecret, secretFromTotpUri } from './totp-uri';

describe('secretFromTotpUri', () => {
  it('lê a chave do endereço otpauth', () => {
    expect(secretFromTotpUri('otpauth://totp/MCI:maria%40exemplo.com.br?secret=JBSWY3DPEHPK3PXP&issuer=MCI')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
  });

  it('devolve null para um endereço sem chave ou inválido', () => {
    expect(secretFromTotpUri('otpauth://totp/MCI:x?issuer=MCI')).toBeNull();
    expect(secretFromTotpUri('não é endereço')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('separa a chave em grupos de quatro', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });
});
