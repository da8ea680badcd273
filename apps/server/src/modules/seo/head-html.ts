import { jsonLdScript, type JsonLd } from './json-ld';

/**
 * What a page says of itself to search engines and link previews (WhatsApp, Facebook, X). The
 * shell writes it into the served HTML today; a server render of the page would write the same.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; null on pages that are not to be indexed. */
  canonical: string | null;
  /** `noindex, follow` for search results, the not-found page and the app's private routes. */
  robots: string;
  /** The page's picture for previews, absolute: its share card (1200 × 630 JPEG, decision 082) when it has one. */
  image: { url: string; width: number | null; height: number | null; type: string | null; alt: string } | null;
  type: 'website' | 'product';
  siteName: string;
  /** A product's price for previews that show it (Open Graph's product namespace). */
  price: string | null;
  jsonLd: JsonLd[];
}

const LARGE_CARD_MIN_WIDTH = 300;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The head's elements, every text escaped; JSON-LD as non-executable data (json-ld.ts). */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          head.image.type ? meta('property', 'og:image:type', head.image.type) : '',
          head.image.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
          head.image.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    ...(head.price ? [meta('property', 'product:price:amount', head.price), meta('property', 'product:price:currency', 'MXN')] : []),
    // X's large card wants a picture at least 300 px wide; the share cards are 1200.
    meta('name', 'twitter:card', (head.image?.width ?? 0) >= LARGE_CARD_MIN_WIDTH ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    head.image ? meta('name', 'twitter:image:alt', head.image.alt) : '',
    ...head.jsonLd.map(jsonLdScript),
  ];
  return tags.filter(Boolean).join('');
}
