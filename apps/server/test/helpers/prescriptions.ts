import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** A small photo of a prescription (JPEG) for checkouts that need one. */
export const prescriptionPhoto = (width = 400, height = 300): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#f5f0e6' } })
    .jpeg()
    .toBuffer();

/** A multipart upload to `/api/prescriptions/upload` as the web sends it (token in `x-token`). */
export async function uploadPrescription(
  app: FastifyInstance,
  token: string,
  file: Buffer | null,
  fileName = 'receta.jpg',
  fileType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: fileType }), fileName);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: '/api/prescriptions/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'x-token': token },
    payload,
    remoteAddress: '10.9.8.7',
  });
}

/** Uploads a photo and answers the checkout's PRESCRIPTION with its ID, doctor and address. */
export async function prescriptionFor(app: FastifyInstance, token: string) {
  const res = await uploadPrescription(app, token, await prescriptionPhoto());
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  const id = res.json<{ PRESCRIPTION: { ID: number } }>().PRESCRIPTION.ID;
  return { DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Hidalgo 100, Guadalajara', PRESCRIPTION_ID: id };
}
