import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits as URL-safe text: session tokens, branch tokens, phone proofs. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of an opaque token: a lookup key that does not reveal it. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A numeric code of `length` digits from the operating system's CSPRNG, leading zeros kept. */
export function newNumericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
