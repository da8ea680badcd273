/** Company pictures are addressed by prefixing `img_url` (docs/product.md#company-branches-and-banners). */
export function imageUrl(imgUrl: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (path === '') return '';
  const base = imgUrl.endsWith('/') ? imgUrl.slice(0, -1) : imgUrl;
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}`;
}
