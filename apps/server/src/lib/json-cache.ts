import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  /** Compressed copies of `bytes`, made on the first request that accepts each encoding. */
  encoded?: Partial<Record<JsonEncoding, Buffer>>;
}

export type JsonEncoding = 'br' | 'gzip';

/**
 * Answers from this size on are sent compressed to clients that accept it (issue 18: banners
 * and branches went out as plain text). Smaller ones gain less than the header costs.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli, else gzip, when the request accepts it (`Accept-Encoding` as browsers send it; `;q=0` refuses). */
export function acceptedEncoding(request: FastifyRequest): JsonEncoding | null {
  const accept = request.headers['accept-encoding'];
  if (!accept) return null;
  const accepted = (name: string) =>
    accept.split(',').some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      return coding === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (accepted('br')) return 'br';
  return accepted('gzip') ? 'gzip' : null;
}

/** The encoding to send `body` in: none below MIN_COMPRESSED_BYTES. */
export function jsonEncoding(request: FastifyRequest, body: SerializedJson): JsonEncoding | null {
  return body.bytes.length < MIN_COMPRESSED_BYTES ? null : acceptedEncoding(request);
}

/**
 * The body compressed, made once per prepared answer (cached answers live for their TTL, so a hot
 * path compresses once, not per request). Brotli at quality 5 and gzip at 6: a few hundred
 * microseconds for tens of kilobytes, most of the size gain of the slowest levels.
 */
function compressed(body: SerializedJson, encoding: JsonEncoding): Buffer {
  const encoded = (body.encoded ??= {});
  return (encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body.bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length },
        })
      : gzipSync(body.bytes, { level: 6 }));
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
  reply.type(JSON_TYPE);
  if (body.bytes.length < MIN_COMPRESSED_BYTES) return reply.send(body.bytes);
  // One URL, two encodings: caches must key on Accept-Encoding.
  reply.header('vary', 'accept-encoding');
  const encoding = jsonEncoding(reply.request, body);
  return encoding ? reply.header('content-encoding', encoding).send(compressed(body, encoding)) : reply.send(body.bytes);
}

/** The ETag of `body` as sent: a compressed copy is other bytes, so it gets its own tag. */
function etagAsSent(body: SerializedJson, encoding: JsonEncoding | null): string {
  return encoding ? `${body.etag.slice(0, -1)}-${encoding}"` : body.etag;
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
  const etag = etagAsSent(body, jsonEncoding(request, body));
  reply.header('etag', etag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) {
    if (body.bytes.length >= MIN_COMPRESSED_BYTES) reply.header('vary', 'accept-encoding');
    reply.code(304).send();
  } else sendSerialized(reply, body);
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a proxy may have added the W/ prefix.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
