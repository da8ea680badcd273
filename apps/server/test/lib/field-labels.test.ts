import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@mostrador/shared/messages/es-MX-fields';
import { UploadFieldsSchemas } from '@mostrador/shared/schemas/images';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { JsonSchema, OpenApiDocument } from '../helpers/openapi-numbers';

/**
 * Every field a client can send (body fields at any depth, query and path parameters of every
 * operation of the OpenAPI document, and the image uploads' multipart fields) has a Spanish
 * label, so a validation message never falls back to the wire code (issue 32). A new request
 * field fails here until es-MX-fields.ts names it.
 */
function requestFields(doc: OpenApiDocument): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<JsonSchema>();
  const walk = (schema: JsonSchema | undefined, where: string) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (schema.$ref) walk(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], where);
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      if (!found.has(name)) found.set(name, where);
      walk(inner, where);
    }
    walk(schema.items, where);
    for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(inner, where);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const param of op.parameters ?? []) if (!found.has(param.name)) found.set(param.name, where);
      for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, where);
    }
  }
  for (const [kind, schema] of Object.entries(UploadFieldsSchemas))
    for (const name of Object.keys(schema.shape)) if (!found.has(name)) found.set(name, `upload ${kind}`);
  return found;
}

describe('request field labels', () => {
  let t: TestApp;
  let fields: Map<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    fields = requestFields((await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>());
  });
  afterAll(() => t?.close());

  it('reads the fields of the whole API', () => {
    expect(fields.size).toBeGreaterThan(100);
    expect(fields.get('QUERY')).toBeDefined();
  });

  it('every field a request carries has a Spanish label', () => {
    const missing = [...fields].filter(([name]) => FIELD_LABELS[name] === undefined).map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });
});
