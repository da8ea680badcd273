import type { RouteName } from '../shared/ui/navigation/routes';

/** One sentence per screen a later issue builds, shown on its "En construcción" panel. */
export const PLACEHOLDER_TEXTS: Partial<Record<RouteName, string>> = {
  advertising_view: 'Aquí se mostrará la publicidad de la tienda en pantalla completa.',
  images_management: 'Aquí se administrarán los banners, el logotipo y las imágenes de la empresa.',
  users_management: 'Aquí se administrarán los usuarios, sus permisos y sus sucursales.',
  customer_support: 'Aquí el equipo de atención a clientes consultará pedidos y ayudará a los clientes.',
  flex: 'Aquí estará la muestra de acomodos flexibles del diseño.',
  forms: 'Aquí estará la muestra de formularios con sus validaciones y máscaras.',
  dialogs: 'Aquí estará la muestra de diálogos, avisos y confirmaciones.',
  samples: 'Aquí estará el catálogo de componentes de muestra.',
  samples_basic_tables: 'Aquí estará la muestra de tablas básicas.',
  samples_custom_tables: 'Aquí estará la muestra de tablas personalizadas.',
};
