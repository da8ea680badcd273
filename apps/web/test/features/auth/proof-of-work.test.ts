import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@mostrador/shared/validation/proof-of-work';
import { solveChallenge } from '../../../src/features/auth/proof-of-work';

describe('anti-bot proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0x0f]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0, 1]))).toBe(15);
  });

  it('finds a nonce the server accepts (checked here with node:crypto) and reports progress', async () => {
    const challenge = 'v1.1800000000000.10.0.abc.firma';
    const progress: number[] = [];
    const nonce = await solveChallenge(challenge, 10, (p) => progress.push(p));
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(progress.at(-1)).toBe(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge('x', 30, undefined, controller.signal)).rejects.toThrow('Cancelado');
  });
});
