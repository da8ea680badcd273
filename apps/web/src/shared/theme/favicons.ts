import { FAVICON_SIZES_PX } from '@mostrador/shared/constants/limits';

/** Files generated under /icons (docs/product.md#themes: PNG 128, 96, 32, 16 px plus .ico, light and dark). */
export function faviconHrefs(dark: boolean): { size: number | 'ico'; href: string }[] {
  const variant = dark ? 'dark' : 'light';
  return [
    ...FAVICON_SIZES_PX.map((size) => ({ size, href: `/icons/favicon-${variant}-${size}.png` })),
    { size: 'ico' as const, href: `/icons/favicon-${variant}.ico` },
  ];
}

const MANAGED = 'data-favicon';

/**
 * Points the page's icons at the light or dark set. The links are ours (`data-favicon`):
 * any other `rel="icon"` link (e.g. a static one in index.html) is removed so the browser
 * cannot keep picking the old variant.
 */
export function applyFavicons(dark: boolean, doc: Document = document): void {
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>(`link[rel~="icon"]:not([${MANAGED}])`)) {
    link.remove();
  }
  for (const { size, href } of faviconHrefs(dark)) {
    const key = String(size);
    let link = doc.head.querySelector<HTMLLinkElement>(`link[${MANAGED}="${key}"]`);
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      link.setAttribute(MANAGED, key);
      if (size === 'ico') {
        link.type = 'image/x-icon';
        link.setAttribute('sizes', 'any');
      } else {
        link.type = 'image/png';
        link.setAttribute('sizes', `${size}x${size}`);
      }
      doc.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}
