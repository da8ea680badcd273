import fc from 'fast-check';

/**
 * Reads the OpenAPI document the way a client generator would: every number a request carries
 * (body fields at any depth, query parameters), with its declared bounds, and a minimal valid
 * request around it, so a boundary value sent in that field is the only thing wrong with it.
 */

/** The part of a JSON Schema (OpenAPI 3.0 dialect, as the docs plugin writes it) read here. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One number a request carries: where it goes, and what the document says it may hold. */
export interface NumberField {
  method: 'GET' | 'POST';
  path: string;
  in: 'body' | 'query';
  /** Its path inside the body (or the parameter's name), as the error messages write it. */
  name: string;
  keys: string[];
  schema: JsonSchema;
  /** The operation's request without this field: a body or query parameters. */
  base: Record<string, unknown>;
  /** The body's schema, to place the field at its depth. */
  root: JsonSchema;
}

/** Values whose own filling is needed for a request to pass validation (sessions, push URLs). */
export type Fills = Record<string, unknown>;

const resolver =
  (doc: OpenApiDocument) =>
  (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    while (current.$ref) current = doc.components?.schemas?.[current.$ref.split('/').pop() ?? ''] ?? {};
    if (current.allOf?.length === 1 && current.allOf[0]) return resolver(doc)({ ...current, ...current.allOf[0], allOf: undefined });
    return current;
  };

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
const isNumeric = (schema: JsonSchema) => typesOf(schema).some((t) => t === 'integer' || t === 'number');

/** The branch of a union a value is built from: the first that is not `null`. */
function branchOf(schema: JsonSchema, resolve: (s: JsonSchema | undefined) => JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  const picked = options.map(resolve).find((s) => !typesOf(s).includes('null') || typesOf(s).length > 1);
  return resolve(picked ?? options[0]);
}

/** A minimal valid value for a schema: required properties only, the smallest allowed numbers. */
function exampleOf(schema: JsonSchema, name: string, fills: Fills, resolve: (s: JsonSchema | undefined) => JsonSchema): unknown {
  const s = branchOf(resolve(schema), resolve);
  if (name in fills) return fills[name];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = typesOf(s)[0];
  if (type === 'object' || s.properties) {
    const entries = (s.required ?? []).map((key) => [key, exampleOf(s.properties?.[key] ?? {}, key, fills, resolve)]);
    return Object.fromEntries(entries);
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items ?? {}, name, fills, resolve));
  if (type === 'integer' || type === 'number') return smallestOf(s);
  if (type === 'boolean') return false;
  if (type === 'string') return textFor(s);
  return s.default ?? null;
}

function smallestOf(s: JsonSchema): number {
  if (typeof s.exclusiveMinimum === 'number') return Math.floor(s.exclusiveMinimum) + 1;
  if (s.minimum !== undefined) return s.exclusiveMinimum === true ? Math.floor(s.minimum) + 1 : Math.ceil(s.minimum);
  return 1;
}

function textFor(s: JsonSchema): string {
  if (s.format === 'email') return 'persona@example.com';
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  const length = Math.max(s.minLength ?? 1, 1);
  const fits = (v: string) => v.length >= length && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(v));
  const plain = ['a', '1'].map((c) => c.repeat(length)).find(fits);
  if (plain !== undefined || !s.pattern) return plain ?? 'a'.repeat(length);
  // A bounded sample: a filter on fast-check's arbitrary would spin forever on a length it rarely draws.
  return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 200, seed: 1 }).find(fits) ?? 'a'.repeat(length);
}

/** The body's example with `value` at `keys`, building (and choosing) the objects on the way. */
export function bodyWith(field: NumberField, value: unknown, fills: Fills, doc: OpenApiDocument): Record<string, unknown> {
  const resolve = resolver(doc);
  const place = (schema: JsonSchema, keys: string[], name: string): unknown => {
    const [key, ...rest] = keys;
    if (key === undefined) return value;
    const s = branchOf(resolve(schema), resolve);
    if (key === '[]') return [place(s.items ?? {}, rest, name)];
    const parent = exampleOf(s, name, fills, resolve) as Record<string, unknown>;
    return { ...parent, [key]: place(s.properties?.[key] ?? {}, rest, key) };
  };
  return place(field.root, field.keys, '') as Record<string, unknown>;
}

/** Every number field of every operation, each with the rest of its request filled in validly. */
export function numberFieldsOf(doc: OpenApiDocument, fills: Fills): NumberField[] {
  const resolve = resolver(doc);
  const fields: NumberField[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(methods)) {
      const method = verb.toUpperCase() as NumberField['method'];
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const query = Object.fromEntries(
        params.filter((p) => p.required).map((p) => [p.name, exampleOf(p.schema ?? {}, p.name, fills, resolve)]),
      );
      for (const p of params) {
        const schema = branchOf(resolve(p.schema), resolve);
        if (isNumeric(schema)) fields.push({ method, path, in: 'query', name: p.name, keys: [p.name], schema, base: query, root: {} });
      }
      const root = op.requestBody?.content?.['application/json']?.schema;
      if (!root) continue;
      const walk = (schema: JsonSchema | undefined, keys: string[]): void => {
        const s = branchOf(resolve(schema), resolve);
        if (isNumeric(s)) {
          const name = keys.join('.').replaceAll('.[]', '[0]');
          fields.push({ method, path, in: 'body', name, keys, schema: s, base: {}, root });
        }
        for (const [key, child] of Object.entries(s.properties ?? {})) walk(child, [...keys, key]);
        if (s.items) walk(s.items, [...keys, '[]']);
      };
      walk(root, []);
    }
  }
  return fields;
}

/** Whether the document says the field holds `value` (a query's text is read as a number). */
export function declaresAccepted(field: NumberField, value: number | string): boolean {
  const number = typeof value === 'string' && field.in === 'query' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return false;
  const s = field.schema;
  if (s.const !== undefined || s.enum) return s.const === number || (s.enum ?? []).includes(number);
  if (typesOf(s).includes('integer') && !Number.isSafeInteger(number)) return false;
  const exclusiveMin = s.exclusiveMinimum === true ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exclusiveMax = s.exclusiveMaximum === true ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  if (exclusiveMin !== undefined && number <= exclusiveMin) return false;
  if (exclusiveMax !== undefined && number >= exclusiveMax) return false;
  if (s.minimum !== undefined && exclusiveMin === undefined && number < s.minimum) return false;
  if (s.maximum !== undefined && exclusiveMax === undefined && number > s.maximum) return false;
  return true;
}

/** The lowest and highest values the document lets the field hold. */
export function boundsOf(field: NumberField): { min: number; max: number } {
  const s = field.schema;
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : (s.minimum ?? -Infinity);
  const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : (s.maximum ?? Infinity);
  return { min, max };
}
