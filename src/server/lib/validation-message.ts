import type { z } from 'zod';

/**
 * The Portuguese message of a request validation failure. The shared schemas give their own
 * messages (the forms show them); where one does not, zod falls back to its English defaults
 * ("Invalid input: expected object, received null", "Too big: …"), which the API must never answer
 * (DESIGN.md section 5). Those are told by their opening words and said again in Portuguese, naming
 * the field or parameter.
 */

/** How zod's English default messages begin (zod/v4/locales/en); no message of ours begins so. */
const ZOD_DEFAULT = /^(Invalid|Too big|Too small|Unrecognized)\b/;

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso (true/false)',
  object: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
};

/** 'filtros.uf[0]': a path as the other messages of the API name fields. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`)).join('');
}

/** What failed, by where it came from: the JSON body, the query string or the path. */
function subjectOf(path: readonly PropertyKey[], target: string): string {
  const name = pathText(path);
  if (target === 'json') return name ? `O campo ${name}` : 'O corpo da requisição';
  if (target === 'query') return `O parâmetro ${name}`;
  if (target === 'param') return `O parâmetro ${name} do endereço`;
  return name ? `O valor ${name}` : 'A requisição';
}

function limitText(bound: 'no máximo' | 'no mínimo', value: number | bigint, origin: string): string {
  if (origin === 'string') return `deve ter ${bound} ${value} caracteres`;
  if (origin === 'array' || origin === 'set') return `deve ter ${bound} ${value} itens`;
  return `deve ser ${bound} ${value}`;
}

/** The issue's own message when a schema gave one; otherwise a Portuguese one. */
export function validationMessage(issue: z.core.$ZodIssue, target: string): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const subject = subjectOf(issue.path, target);
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return `${subject} é obrigatório.`;
      return `${subject} deve ser ${TYPE_NAMES[issue.expected] ?? 'de outro tipo'}.`;
    case 'too_big':
      return `${subject} ${limitText('no máximo', issue.maximum, issue.origin)}.`;
    case 'too_small':
      return `${subject} ${limitText('no mínimo', issue.minimum, issue.origin)}.`;
    case 'invalid_value':
      return `${subject} tem um valor que não é aceito.`;
    case 'invalid_format':
      return `${subject} não está no formato esperado.`;
    case 'unrecognized_keys':
      return `${subject} tem campos desconhecidos: ${issue.keys.join(', ')}.`;
    default:
      return `${subject} é inválido.`;
  }
}
