/**
 * The SMS form's anti-bot proof of work (the hidden captcha in docs/product.md#sign-in-and-phone-verification): the browser finds a NONCE
 * such that SHA-256("CHALLENGE:NONCE") starts with DIFFICULTY zero bits; the server checks it.
 */

/** Leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The text whose SHA-256 is checked, the same on both sides. */
export const proofOfWorkInput = (challenge: string, nonce: string | number): string => `${challenge}:${nonce}`;
