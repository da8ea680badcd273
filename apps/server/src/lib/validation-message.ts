import type { z } from 'zod';
import { t } from '@mostrador/shared/messages/es-MX';
import { fieldPhrase, fieldsT } from '@mostrador/shared/messages/es-MX-fields';

type Issue = z.core.$ZodRawIssue;

const TYPE_CODES = ['string', 'number', 'int', 'bigint', 'boolean', 'object', 'array', 'date'] as const;
type TypeCode = (typeof TYPE_CODES)[number];
const isTypeCode = (type: string): type is TypeCode => (TYPE_CODES as readonly string[]).includes(type);
const typeName = (type: string) => (isTypeCode(type) ? fieldsT(`field.type.${type}`) : fieldsT('field.typeOf', { type }));

const chars = (count: number) => fieldsT(count === 1 ? 'field.chars.one' : 'field.chars.many', { count });
const items = (count: number) => fieldsT(count === 1 ? 'field.items.one' : 'field.items.many', { count });

/**
 * Spanish message naming the offending field by its label (es-MX-fields.ts), used as the
 * per-parse zod error map: a schema's own message (e.g. the shared validation rules) still wins,
 * since zod ranks it higher.
 */
export function spanishIssueMessage(issue: Issue): string {
  const path = issue.path ?? [];
  if (path.length === 0) {
    if (issue.code === 'unrecognized_keys') return fieldsT('field.notAllowed', { field: fieldPhrase([issue.keys[0] ?? '']) });
    return issue.code === 'invalid_type' ? t('http.bodyNotObject') : t('http.badRequest');
  }
  const field = fieldPhrase(path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldsT('field.required', { field });
      return fieldsT('field.type', { field, type: typeName(issue.expected) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? fieldsT('field.empty', { field }) : fieldsT('field.minLength', { field, count: chars(min) });
      if (issue.origin === 'array' || issue.origin === 'set') return fieldsT('field.minLength', { field, count: items(min) });
      return fieldsT(issue.inclusive ? 'field.minOrEqual' : 'field.min', { field, min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return fieldsT('field.maxLength', { field, count: chars(max) });
      if (issue.origin === 'array' || issue.origin === 'set') return fieldsT('field.maxLength', { field, count: items(max) });
      return fieldsT(issue.inclusive ? 'field.maxOrEqual' : 'field.max', { field, max });
    }
    case 'invalid_format':
      return fieldsT(issue.format === 'email' ? 'field.email' : 'field.format', { field });
    case 'not_multiple_of':
      return fieldsT('field.multipleOf', { field, divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return fieldsT('field.notAllowed', { field: fieldPhrase([...path, issue.keys[0] ?? '']) });
    case 'invalid_value':
      return fieldsT('field.oneOf', { field, values: issue.values.map(String).join(', ') });
    default:
      return fieldsT('field.invalid', { field });
  }
}
