/**
 * Which storefront page a public URL names (apps/web shared/ui/navigation/routes.ts, the routes of
 * docs/product.md#screens-and-routes). Only the public pages have their own head; every other
 * route (account, back office, sign-in, staff) is `private`: the app's, never indexed.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'search'; text: string }
  | { kind: 'category'; type: string; id: string }
  | { kind: 'product'; sku: string }
  | { kind: 'branches' }
  | { kind: 'branch'; code: string }
  | { kind: 'about' }
  | { kind: 'notFound' }
  | { kind: 'private' };

const SEGMENT = '([^/]{1,200})';
const PATTERNS: [RegExp, (parts: string[]) => PublicPage][] = [
  [/^\/(new_home)?$/, () => ({ kind: 'home' })],
  // home/:SEARCH is the home with the header's box holding the words: its page is the home's.
  [new RegExp(`^/home(?:/${SEGMENT})?$`), () => ({ kind: 'home' })],
  [new RegExp(`^/search(?:/${SEGMENT})?$`), ([text = '']) => ({ kind: 'search', text })],
  [new RegExp(`^/categories/${SEGMENT}/${SEGMENT}$`), ([type = '', id = '']) => ({ kind: 'category', type, id })],
  [new RegExp(`^/product_view/${SEGMENT}$`), ([sku = '']) => ({ kind: 'product', sku })],
  [/^\/branches$/, () => ({ kind: 'branches' })],
  [new RegExp(`^/branch/${SEGMENT}$`), ([code = '']) => ({ kind: 'branch', code })],
  [/^\/about_us$/, () => ({ kind: 'about' })],
  [/^\/not-found$/, () => ({ kind: 'notFound' })],
];

/**
 * The page of a path and query (`/search?SEARCH=…` is the search form sent without JavaScript).
 * A trailing slash is the same page; a malformed escape names no page (not found).
 */
export function publicPage(url: string): PublicPage {
  const [rawPath = '/', rawQuery = ''] = url.split('#', 1)[0]!.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  for (const [pattern, page] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    let parts: string[];
    try {
      parts = match.slice(1).map((part) => (part === undefined ? '' : decodeURIComponent(part)));
    } catch {
      return { kind: 'notFound' };
    }
    const found = page(parts);
    if (found.kind === 'search' && !found.text) {
      const typed = new URLSearchParams(rawQuery).get('SEARCH')?.trim();
      if (typed) return { kind: 'search', text: typed };
    }
    return found;
  }
  return { kind: 'private' };
}

/** A page's path as its canonical URL writes it. */
export function pagePath(page: PublicPage): string | null {
  const e = encodeURIComponent;
  switch (page.kind) {
    case 'home':
      return '/';
    case 'category':
      return `/categories/${e(page.type)}/${e(page.id)}`;
    case 'product':
      return `/product_view/${e(page.sku)}`;
    case 'branches':
      return '/branches';
    case 'branch':
      return `/branch/${e(page.code)}`;
    case 'about':
      return '/about_us';
    default:
      return null;
  }
}
