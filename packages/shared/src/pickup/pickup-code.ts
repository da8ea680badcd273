/**
 * The pickup code as the customer shows it and the counter reads it (issue 35, decision 074):
 * six digits, typed, or inside the QR as `MOSTRADOR-RECOGER:{folio}:{code}` so a scan also
 * says which order it is for.
 */
export const PICKUP_CODE_PATTERN = /^\d{6}$/;
const QR_PATTERN = /^MOSTRADOR-RECOGER:(\d{1,10}):(\d{6})$/;

export const pickupQrText = (orderId: number, code: string): string => `MOSTRADOR-RECOGER:${orderId}:${code}`;

/** What the counter typed or scanned: the code, with the folio when it came from the QR; null when it is neither. */
export function readPickupCode(text: string): { code: string; orderId: number | null } | null {
  const trimmed = text.trim();
  if (PICKUP_CODE_PATTERN.test(trimmed)) return { code: trimmed, orderId: null };
  const qr = QR_PATTERN.exec(trimmed);
  return qr ? { code: qr[2]!, orderId: Number(qr[1]) } : null;
}
