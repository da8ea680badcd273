import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a minted link opens its file (docs/security.md#recetas). */
export const LINK_TTL_MS = 5 * 60_000;

export interface LinkFacts {
  id: number;
  viewer: number;
  expires: number;
}

/**
 * Signed, short-lived links to a prescription file: HMAC-SHA256 over the file, the account the
 * link was minted for (the audit row names them) and the expiry, with a key derived from
 * AUTH_SECRET for this use only.
 */
export function createLinkSigner(authSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', authSecret).update('mostrador/prescription-links/v1').digest();
  const sign = (f: LinkFacts) => createHmac('sha256', key).update(`${f.id}.${f.viewer}.${f.expires}`).digest('base64url');
  return {
    url(id: number, viewer: number, download = false): string {
      const expires = now() + LINK_TTL_MS;
      const signature = sign({ id, viewer, expires });
      return `/api/prescriptions/file/${id}?viewer=${viewer}&expires=${expires}&signature=${signature}${download ? '&download=1' : ''}`;
    },
    /** True when the signature is this server's for these facts and the link has not expired. */
    verify(f: LinkFacts, signature: string): boolean {
      if (!Number.isSafeInteger(f.expires) || f.expires < now()) return false;
      const expected = Buffer.from(sign(f));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
