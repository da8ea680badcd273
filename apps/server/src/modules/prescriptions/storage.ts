import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage, createS3Storage, type MediaStorage } from '../images/index';

/**
 * Where prescription files live (docs/security.md#recetas): `DATA_DIR/private/prescriptions/`
 * (never under the media directory `/media` serves) or, with S3_* set, the bucket's
 * `private/prescriptions/` prefix, which the `/media` route refuses.
 */
export function createPrescriptionStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): MediaStorage {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'private', 'prescriptions'));
  const bucket = createS3Storage(config.s3);
  const at = (key: string) => `private/prescriptions/${key}`;
  return {
    kind: 's3',
    put: (key, body, type) => bucket.put(at(key), body, type),
    remove: (keys) => bucket.remove(keys.map(at)),
    get: (key) => bucket.get(at(key)),
  };
}

/** A random, unguessable key (160 bits), sorted by month for the operator's eye. */
export function newStorageKey(contentType: string, now = new Date()): string {
  const month = now.toISOString().slice(0, 7);
  return `${month}/${randomBytes(20).toString('hex')}.${contentType === 'application/pdf' ? 'pdf' : 'webp'}`;
}
