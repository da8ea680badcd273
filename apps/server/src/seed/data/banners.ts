import type { BannerType } from '@mostrador/shared/schemas/company';

export interface BannerSeed {
  type: BannerType;
  /** File name under `banners/`, without extension. */
  name: string;
  title: string;
  subtitle: string;
  cta: string;
  /** Web route the banner opens (docs/product.md#company-branches-and-banners routes). */
  link: string;
  /** Gradient stops of the generated picture. */
  from: string;
  to: string;
}

/** Picture size per slot: wide strips on top, skyscrapers on the sides, the in-store screen's 16:9 ad. */
export const BANNER_SIZES: Record<BannerType, { width: number; height: number }> = {
  BANNER_TOP_XL: { width: 1920, height: 360 },
  BANNER_TOP_LG: { width: 1280, height: 300 },
  BANNER_TOP_MD: { width: 768, height: 240 },
  BANNER_LEFT: { width: 300, height: 600 },
  BANNER_RIGHT: { width: 300, height: 600 },
  SCREEN_AD: { width: 1920, height: 1080 },
};

// The same campaigns appear in several slots, as a real storefront runs them.
// prettier-ignore
export const BANNERS: readonly BannerSeed[] = [
  { type: 'BANNER_TOP_XL', name: 'top-xl-temporada-frio', title: 'Temporada de frío', subtitle: 'Hasta 20% de descuento en antigripales y vitamina C', cta: 'Ver ofertas', link: '/categories/PADECIMIENTO/gripa-y-tos', from: '#0b6e4f', to: '#1d4e89' },
  { type: 'BANNER_TOP_XL', name: 'top-xl-envio-gratis', title: 'Envío gratis a domicilio', subtitle: 'En compras desde $399 en toda la zona metropolitana de Guadalajara', cta: 'Comprar ahora', link: '/search', from: '#1d4e89', to: '#6b3fa0' },
  { type: 'BANNER_TOP_XL', name: 'top-xl-bebes', title: 'Todo para tu bebé', subtitle: 'Pañales Huggies y Pampers: 3x2 en paquetes seleccionados', cta: 'Ver pañales', link: '/categories/DEPARTAMENTO/bebes', from: '#3a8fd6', to: '#0b6e4f' },
  { type: 'BANNER_TOP_LG', name: 'top-lg-soy-tu-fan', title: 'Soy tu fan', subtitle: 'Acumula puntos en cada compra y canjéalos en tu sucursal', cta: 'Conoce el programa', link: '/about_us', from: '#c2410c', to: '#a83279' },
  { type: 'BANNER_TOP_LG', name: 'top-lg-dermo', title: 'Protección solar', subtitle: '15% de descuento en dermocosmética seleccionada', cta: 'Descubrir', link: '/categories/DEPARTAMENTO/dermocosmetica', from: '#8e5bb5', to: '#d9822b' },
  { type: 'BANNER_TOP_MD', name: 'top-md-vitaminas', title: 'Refuerza tus defensas', subtitle: 'Vitaminas y suplementos con promoción', cta: 'Ver más', link: '/categories/DEPARTAMENTO/vitaminas-y-suplementos', from: '#d9822b', to: '#c2410c' },
  { type: 'BANNER_TOP_MD', name: 'top-md-sucursales', title: '8 sucursales en Guadalajara', subtitle: 'Dos abiertas las 24 horas', cta: 'Encuentra la tuya', link: '/branches', from: '#1d4e89', to: '#0b6e4f' },
  { type: 'BANNER_LEFT', name: 'left-diabetes', title: 'Control de diabetes', subtitle: 'Glucómetros, tiras y medicamentos', cta: 'Ver productos', link: '/categories/PADECIMIENTO/diabetes', from: '#0b63b6', to: '#13293d' },
  { type: 'BANNER_LEFT', name: 'left-presion', title: 'Cuida tu presión', subtitle: 'Baumanómetros Omron con envío gratis', cta: 'Ver equipos', link: '/categories/DEPARTAMENTO/equipo-medico', from: '#4a5a6a', to: '#1b2a2f' },
  { type: 'BANNER_RIGHT', name: 'right-receta', title: '¿Tienes receta?', subtitle: 'Pide tus antibióticos y entrégala al recibir', cta: 'Cómo funciona', link: '/categories/DEPARTAMENTO/antibioticos', from: '#b23a48', to: '#6b3fa0' },
  { type: 'BANNER_RIGHT', name: 'right-hidratacion', title: 'Hidratación', subtitle: 'Electrolit y sueros orales a precio de mostrador', cta: 'Comprar', link: '/search/electrolit', from: '#15887a', to: '#0b63b6' },
  { type: 'SCREEN_AD', name: 'screen-ad-bienvenida', title: 'Bienvenido a Farmacias Mostrador', subtitle: 'Tus medicamentos a domicilio en menos de 60 minutos', cta: 'Empezar a comprar', link: '/search', from: '#0b6e4f', to: '#15887a' },
  { type: 'SCREEN_AD', name: 'screen-ad-3x2', title: '3x2 en pañales', subtitle: 'Solo este fin de semana en todas las sucursales', cta: 'Aprovechar', link: '/categories/DEPARTAMENTO/bebes', from: '#3a8fd6', to: '#a83279' },
];
