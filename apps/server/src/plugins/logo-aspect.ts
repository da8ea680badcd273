import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Logos measured; a new logo (a handful a year) replaces them all past this. */
const MAX_LOGOS = 8;

/**
 * The company logo's width / height, read once per logo through the app's own media route
 * (decision 087): a server-rendered page writes a wide wordmark without the name beside it, as
 * the browser does once it has loaded the logo. Null when it cannot be read (then the name shows).
 */
export function logoAspects(app: FastifyInstance): (logo: string | null | undefined) => Promise<number | null> {
  const known = new Map<string, Promise<number | null>>();
  return (logo) => {
    if (!logo) return Promise.resolve(null);
    let aspect = known.get(logo);
    if (!aspect) {
      if (known.size >= MAX_LOGOS) known.clear();
      aspect = measure(app, logo);
      known.set(logo, aspect);
      // A logo that could not be read is tried again by the next render.
      void aspect.then((value) => value === null && known.delete(logo));
    }
    return aspect;
  };
}

async function measure(app: FastifyInstance, logo: string): Promise<number | null> {
  try {
    const answer = await app.inject({ method: 'GET', url: `/media/${encodeURI(logo)}` });
    if (answer.statusCode !== 200) return null;
    const { width, height } = await sharp(answer.rawPayload).metadata();
    return width && height ? width / height : null;
  } catch {
    return null;
  }
}
