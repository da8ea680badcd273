import { createT } from './create-t';

/**
 * What search engines and link previews read of a public page (issue 36): its title, description
 * and the names in its structured data. The server writes them into the page's head; the web's
 * storefront pages set the same titles while a person navigates (`web/page-titles.ts`).
 * Keys are `<page>.<words>`.
 */
export const SEO_MESSAGES = {
  'home.description':
    'Compra en línea en {company} medicamentos, productos de salud y cuidado personal. Te los llevamos a domicilio desde tu sucursal o recógelos ahí.',
  'product.description': '{name}, {presentation}. {brand}. Precio {price} en {company}.',
  'product.prescription': 'Requiere receta médica.',
  'category.description': '{name} en {company}: {count} productos con precio y existencias por sucursal.',
  'search.title': 'Resultados para «{search}»',
  'search.allProducts': 'Todos los productos',
  'search.description': 'Productos de {company} que coinciden con «{search}».',
  'branches.title': 'Sucursales',
  'branches.description': 'Las {count} sucursales de {company}: dirección, teléfono y horario de cada una.',
  'branch.description': '{name}: {address}, {colonia}, {city}, {state}. Teléfono {phone}.',
  'about.title': 'Acerca de',
  'notFound.title': 'Página no encontrada',
  'breadcrumb.home': 'Inicio',
  'breadcrumb.branches': 'Sucursales',
} as const satisfies Record<string, string>;

/** `seoT` for page heads: its own codes plus every code of MESSAGES. */
export const seoT = createT(SEO_MESSAGES);
