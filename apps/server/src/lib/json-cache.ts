import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encode, type $ZodType, type output } from 'zod/v4/core';

/** A response body serialised once and reused until its cache entry expires. */
export interface SerializedJson {
  json: string;
  etag: string;
}

/**
 * Encodes `payload` through its response schema (the same check the route serializer would run)
 * and keeps the text, so hot read paths answer with a prepared string instead of re-validating
 * and re-serialising identical data on every request.
 */
export function serializeJson<S extends $ZodType>(schema: S, payload: output<S>): SerializedJson {
  const json = JSON.stringify(encode(schema, payload));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** Sends prepared JSON as is: Fastify skips serialisation for a string with a JSON content type. */
export function sendSerialized(reply: FastifyReply, body: SerializedJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body.json);
}

/** Honours If-None-Match for a public GET; answers 304 without a body when the ETag matches. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: SerializedJson, cacheControl: string) {
  reply.header('etag', body.etag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, body.etag)) return reply.code(304).send();
  return sendSerialized(reply, body);
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a proxy may have added the W/ prefix.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
