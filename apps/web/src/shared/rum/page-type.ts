import type { RUM_DEVICES, RUM_PAGE_TYPES } from '@mostrador/shared/schemas/reports';

type PageType = (typeof RUM_PAGE_TYPES)[number];
type Device = (typeof RUM_DEVICES)[number];

const STOREFRONT: [RegExp, PageType][] = [
  [/^\/(home(\/.*)?|new_home)?$/, 'home'],
  [/^\/product_view\//, 'product'],
  [/^\/categories\//, 'category'],
  [/^\/search(\/|$)/, 'search'],
  [/^\/purchase$/, 'checkout'],
  [/^\/account(\/|$)/, 'account'],
  [/^\/(branches|branch\/|about_us)/, 'other'],
];

/** The storefront page type of a path, or null for staff and back-office pages (never measured). */
export function pageTypeOf(pathname: string): PageType | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STOREFRONT.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** A coarse device class from the viewport width: nothing that tells one phone from another. */
export function deviceOf(width: number): Device {
  if (width < 768) return 'mobile';
  return width < 1024 ? 'tablet' : 'desktop';
}
