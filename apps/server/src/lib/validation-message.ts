import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const chars = (n: number) => count(n, 'carácter', 'caracteres');
const items = (n: number) => count(n, 'elemento', 'elementos');

/** `ITEMS[0].SKU`: a zod path as the messages name the field. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}

/**
 * Spanish message naming the offending field, used as the per-parse zod error map: a schema's
 * own message (e.g. the shared validation rules) still wins, since zod ranks it higher.
 */
export function spanishIssueMessage(issue: Issue): string {
  const path = issue.path ?? [];
  if (path.length === 0) {
    if (issue.code === 'unrecognized_keys') return `El campo ${issue.keys[0] ?? ''} no está permitido`;
    return issue.code === 'invalid_type' ? 'El cuerpo de la solicitud debe ser un objeto JSON' : 'La solicitud no es válida';
  }
  const field = `El campo ${fieldName(path)}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} es obligatorio`;
      return `${field} debe ser ${TYPE_NAMES[issue.expected] ?? `de tipo ${issue.expected}`}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${field} no puede estar vacío` : `${field} debe tener al menos ${chars(min)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} debe tener al menos ${items(min)}`;
      return `${field} debe ser mayor ${issue.inclusive ? 'o igual ' : ''}a ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} no puede tener más de ${chars(max)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} no puede tener más de ${items(max)}`;
      return `${field} debe ser menor ${issue.inclusive ? 'o igual ' : ''}a ${max}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? `${field} no es un correo electrónico válido` : `${field} no tiene un formato válido`;
    case 'not_multiple_of':
      return `${field} debe ser múltiplo de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${field}.${issue.keys[0] ?? ''} no está permitido`;
    case 'invalid_value':
      return `${field} debe ser uno de: ${issue.values.map(String).join(', ')}`;
    default:
      return `${field} no es válido`;
  }
}
