import type { Branch } from '@mostrador/shared/schemas/company';
import type { ProductDetail } from '@mostrador/shared/schemas/catalogue';
import type {
  BreadcrumbList,
  ItemAvailability,
  OpeningHoursSpecification,
  Pharmacy,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/**
 * The page's structured data (schema.org as JSON-LD, typed by schema-dts): what Google's product
 * snippets, breadcrumbs, local results and sitelinks search box read. Built from the same cached
 * answers the app reads, so the page and its data never disagree.
 */
export type JsonLd = WithContext<Product> | WithContext<BreadcrumbList> | WithContext<Pharmacy> | WithContext<WebSite>;

const CONTEXT = 'https://schema.org' as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Availability where an order would be served from: the company's default branch (the one the
 * server knows; the app switches to the person's own branch after start-up). Stock elsewhere only:
 * limited; none anywhere: out of stock.
 */
export function availabilityOf(product: ProductDetail, branch: string): ItemAvailability {
  if (product.AVAILABILITY.some((a) => a.BRANCH === branch && a.UNITS > 0)) return 'https://schema.org/InStock';
  if (product.AVAILABILITY.some((a) => a.UNITS > 0)) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/OutOfStock';
}

export function productLd(
  p: ProductDetail,
  at: { url: string; imageUrl: (path: string) => string; availability: ItemAvailability; seller: string },
): WithContext<Product> {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.NAME,
    sku: p.SKU,
    ...(/^\d{13}$/.test(p.BARCODE) ? { gtin13: p.BARCODE } : {}),
    ...(p.DESCRIPTION ? { description: p.DESCRIPTION } : {}),
    ...(p.IMAGES.length > 0 ? { image: p.IMAGES.map(at.imageUrl) } : {}),
    ...(p.BRAND ? { brand: { '@type': 'Brand', name: p.BRAND } } : {}),
    ...(p.LABORATORY ? { manufacturer: { '@type': 'Organization', name: p.LABORATORY } } : {}),
    ...(p.ACTIVE_INGREDIENT ? { additionalProperty: activeIngredient(p.ACTIVE_INGREDIENT) } : {}),
    offers: {
      '@type': 'Offer',
      url: at.url,
      price: p.PRICE.toFixed(2),
      priceCurrency: 'MXN',
      availability: at.availability,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: at.seller },
    },
  };
}

const activeIngredient = (value: string) => ({ '@type': 'PropertyValue' as const, name: 'Sustancia activa', value });

/** The trail from the home to this page; the last step (the page itself) carries no link. */
export function breadcrumbLd(steps: { name: string; url: string | null }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}

export function pharmacyLd(b: Branch, url: string, company: string): WithContext<Pharmacy> {
  const hours: OpeningHoursSpecification[] = b.HOURS.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${WEEKDAYS[h.DAY] ?? 'Sunday'}`,
    opens: h.OPEN,
    closes: h.CLOSE,
  }));
  // 0, 0 is the sea off Africa: a branch without coordinates, not one there.
  const hasGeo = Number.isFinite(b.LAT) && Number.isFinite(b.LNG) && !(b.LAT === 0 && b.LNG === 0);
  return {
    '@context': CONTEXT,
    '@type': 'Pharmacy',
    '@id': `${url}#sucursal`,
    name: b.NAME,
    url,
    ...(b.PHONE ? { telephone: b.PHONE } : {}),
    parentOrganization: { '@type': 'Organization', name: company },
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.ADDRESS,
      addressLocality: [b.COLONIA, b.CITY].filter(Boolean).join(', '),
      addressRegion: b.STATE,
      postalCode: b.POSTAL_CODE,
      addressCountry: 'MX',
    },
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: b.LAT, longitude: b.LNG } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/** The site, with the search box Google may show under its result (sitelinks search box). */
export function webSiteLd(origin: string, company: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return { '@context': CONTEXT, '@type': 'WebSite', name: company, url: `${origin}/`, inLanguage: 'es-MX', potentialAction: search };
}

/**
 * JSON-LD as the content of a `<script type="application/ld+json">`: `<` becomes `\u003c`, so a
 * product named "</script><script>…" can neither close the element nor start a comment.
 */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
