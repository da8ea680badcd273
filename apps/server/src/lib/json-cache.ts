import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encode, type $ZodType, type output } from 'zod/v4/core';

/** A value, or a promise of it: cached payloads come back synchronously, loads do not. */
export type Awaitable<T> = T | Promise<T>;

/** A response body serialised once and reused until its cache entry expires. */
export interface SerializedJson {
  json: string;
  /** The UTF-8 bytes of `json`: sent as is, with no per-request encoding or length count. */
  bytes: Buffer;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Encodes `payload` through its response schema (the same check the route serializer would run)
 * and keeps the text, so hot read paths answer with prepared bytes instead of re-validating
 * and re-serialising identical data on every request.
 */
export function serializeJson<S extends $ZodType>(schema: S, payload: output<S>): SerializedJson {
  const json = JSON.stringify(encode(schema, payload));
  const bytes = Buffer.from(json, 'utf8');
  return { json, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * Sends prepared JSON as is: Fastify skips serialisation for a Buffer, and the route's response
 * schema still documents the shape (OpenAPI) and was applied when the bytes were made.
 */
export function sendSerialized(reply: FastifyReply, body: SerializedJson): FastifyReply {
  return reply.type(JSON_TYPE).send(body.bytes);
}

/**
 * Route handler body for a cached payload: a fresh cache hit is answered synchronously (no
 * promise, so Fastify skips its thenable handling); a load is answered when it settles, and a
 * failed load rejects into the error handler.
 */
export function sendJson(reply: FastifyReply, body: Awaitable<SerializedJson>): void | Promise<void> {
  if (body instanceof Promise) {
    return body.then((ready) => {
      sendSerialized(reply, ready);
    });
  }
  sendSerialized(reply, body);
}

/** Honours If-None-Match for a public GET; answers 304 without a body when the ETag matches. */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Awaitable<SerializedJson>,
  cacheControl: string,
): void | Promise<void> {
  if (body instanceof Promise) {
    return body.then((ready) => {
      sendWithEtag(request, reply, ready, cacheControl);
    });
  }
  reply.header('etag', body.etag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, body.etag)) reply.code(304).send();
  else sendSerialized(reply, body);
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a proxy may have added the W/ prefix.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
