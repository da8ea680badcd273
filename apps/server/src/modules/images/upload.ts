import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, UploadFieldsSchemas, type UploadKind } from '@mostrador/shared/schemas/images';
import { fieldPhrase } from '@mostrador/shared/messages/es-MX-fields';
import { imagesT } from '@mostrador/shared/messages/es-MX-images';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/errors';
import { tooLarge } from './pipeline';

/** Room for the multipart envelope and the few text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads one multipart upload: the text fields sent before the file (validated with the kind's
 * schema) and the file itself, streamed and cut off at IMAGE_MAX_BYTES. Nothing is stored here.
 */
export async function readUpload<K extends UploadKind>(
  req: FastifyRequest,
  kind: K,
): Promise<{ fields: z.infer<(typeof UploadFieldsSchemas)[K]>; data: Buffer }> {
  if (!req.isMultipart()) throw new AppError(imagesT('images.notMultipart'), 415);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > IMAGE_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge413();
  let part;
  try {
    part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  } catch (error) {
    throw asUploadError(error);
  }
  if (!part) throw new AppError(imagesT('images.noFile'), 400);
  const raw: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') raw[name] = one.value;
  }
  const parsed = UploadFieldsSchemas[kind].safeParse(raw);
  if (!parsed.success) {
    part.file.resume();
    // The fields are a plain object's, so every issue has a path: the field, by its label.
    const detail = parsed.error.issues.map((i) => fieldPhrase(i.path)).join(', ');
    throw new AppError(imagesT('images.badFields', { detail }), 400);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    throw asUploadError(error);
  }
  if (data.length === 0) throw new AppError(imagesT('images.noFile'), 400);
  return { fields: parsed.data as z.infer<(typeof UploadFieldsSchemas)[K]>, data };
}

const tooLarge413 = () => new AppError(tooLarge().message, 413);

/** @fastify/multipart's own limits as Spanish answers. */
function asUploadError(error: unknown): Error {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge413() : new AppError(imagesT('images.badFields', { detail: code }), 400);
  }
  if (code.startsWith('FST_')) return new AppError(imagesT('images.notMultipart'), 400);
  return error instanceof Error ? error : new Error(String(error));
}
