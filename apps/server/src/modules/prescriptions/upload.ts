import type { FastifyRequest } from 'fastify';
import { prescriptionsT as rt } from '@mostrador/shared/messages/es-MX-prescriptions';
import { PRESCRIPTION_MAX_BYTES } from '@mostrador/shared/schemas/prescriptions';
import { AppError } from '../../lib/errors';

const ENVELOPE_BYTES = 16 * 1024;
const tooLarge = () => new AppError(rt('rx.tooLarge', { mb: PRESCRIPTION_MAX_BYTES / 1024 / 1024 }), 413);

/** The one file of a prescription upload, streamed and cut off at PRESCRIPTION_MAX_BYTES; nothing stored here. */
export async function readPrescriptionUpload(req: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  if (!req.isMultipart()) throw new AppError(rt('rx.notMultipart'), 415);
  if (Number(req.headers['content-length'] ?? 0) > PRESCRIPTION_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  try {
    const part = await req.file();
    if (!part) throw new AppError(rt('rx.noFile'), 400);
    const data = await part.toBuffer();
    if (data.length === 0) throw new AppError(rt('rx.noFile'), 400);
    return { data, name: part.filename ?? '' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code.startsWith('FST_')) throw new AppError(rt('rx.notMultipart'), 400);
    throw error;
  }
}
