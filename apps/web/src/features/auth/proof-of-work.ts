import { leadingZeroBits, proofOfWorkInput } from '@mostrador/shared/validation/proof-of-work';

/** Nonces hashed per round: enough to keep Web Crypto busy, few enough to let the page breathe. */
const BATCH = 256;

/**
 * The SMS form's anti-bot check: the first NONCE for which SHA-256("CHALLENGE:NONCE") starts
 * with `difficulty` zero bits (the server checks it with one hash). Works in batches of
 * Web Crypto digests; `onProgress` gets the expected share done (0–1) for a visible bar.
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  const expected = 2 ** difficulty;
  for (let start = 0; ; start += BATCH) {
    if (signal?.aborted) throw new DOMException('Cancelado', 'AbortError');
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(proofOfWorkInput(challenge, start + i)))),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= difficulty);
    if (found >= 0) {
      onProgress?.(1);
      return String(start + found);
    }
    onProgress?.(Math.min(0.95, (start + BATCH) / expected));
  }
}
