import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';

/** One stored picture as a reader gets it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
}

/**
 * Where pictures live. Keys are media paths (`banners/BANNER_TOP_LG/3f9c….webp`), the same
 * strings the database holds and the web prefixes with `img_url`. Names change with content,
 * so an object is written once and never rewritten.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Missing keys are not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A key that cannot leave its directory: plain segments, no `..`, no leading slash. */
export function isSafeKey(key: string): boolean {
  return /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(key) && !key.split('/').includes('..');
}

/** Keys under this prefix are private (prescriptions, issue 34): `/media` never serves them. */
export const PRIVATE_PREFIX = 'private/';

/** A key `/media` may answer: safe, and outside the private prefix. */
export const isPublicKey = (key: string): boolean => isSafeKey(key) && !key.startsWith(PRIVATE_PREFIX);

function checkKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
}

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml', avif: 'image/avif' };
export const contentTypeOf = (key: string): string => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** The media directory under DATA_DIR (the default; one instance, or a shared volume). */
export function createLocalStorage(dir: string): MediaStorage {
  return {
    kind: 'local',
    async put(key, body) {
      checkKey(key);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a picture.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async remove(keys) {
      for (const key of keys) {
        checkKey(key);
        await rm(path.join(dir, key), { force: true });
      }
    },
    async get(key) {
      checkKey(key);
      const file = path.join(dir, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, …), path-style addressing, signed with aws4fetch
 * (decision 033). Several instances share it, so a picture uploaded on one is served by all.
 */
export function createS3Storage(s: S3Settings): MediaStorage {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  const base = `${s.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s.bucket)}/`;
  const url = (key: string) => base + key.split('/').map(encodeURIComponent).join('/');
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      const res = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE },
      });
      if (!res.ok) await fail(`PUT ${key}`, res);
      await res.arrayBuffer();
    },
    async remove(keys) {
      for (const key of keys) {
        checkKey(key);
        const res = await client.fetch(url(key), { method: 'DELETE' });
        if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
        await res.arrayBuffer();
      }
    },
    async get(key) {
      checkKey(key);
      const res = await client.fetch(url(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) return fail(`GET ${key}`, res);
      const length = res.headers.get('content-length');
      return {
        body: Readable.fromWeb(res.body as WebReadableStream),
        contentType: res.headers.get('content-type') ?? contentTypeOf(key),
        size: length === null ? null : Number(length),
      };
    },
  };
}
