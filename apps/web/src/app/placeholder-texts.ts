import type { RouteName } from '../shared/ui/navigation/routes';

/** One sentence per screen a later issue builds, shown on its "En construcción" panel. */
export const PLACEHOLDER_TEXTS: Partial<Record<RouteName, string>> = {
  advertising_view: 'Aquí se mostrará la publicidad de la tienda en pantalla completa.',
  purchase: 'Aquí podrás terminar tu compra: dirección de entrega, forma de pago y confirmación del pedido.',
  orders_history: 'Aquí verás tus pedidos por rango de fechas y podrás cancelar los pendientes.',
  images_management: 'Aquí se administrarán los banners, el logotipo y las imágenes de la empresa.',
  users_management: 'Aquí se administrarán los usuarios, sus permisos y sus sucursales.',
  login_branch: 'Aquí el personal de sucursal iniciará sesión con su cuenta de Google.',
  home_orders:
    'Aquí la sucursal verá en vivo los pedidos del día, con alarma mientras haya pedidos pendientes.',
  customer_support: 'Aquí el equipo de atención a clientes consultará pedidos y ayudará a los clientes.',
  order_view: 'Aquí verás el detalle de un pedido: productos, estado, dirección de entrega y notas.',
  flex: 'Aquí estará la muestra de acomodos flexibles del diseño.',
  forms: 'Aquí estará la muestra de formularios con sus validaciones y máscaras.',
  dialogs: 'Aquí estará la muestra de diálogos, avisos y confirmaciones.',
  samples: 'Aquí estará el catálogo de componentes de muestra.',
  samples_basic_tables: 'Aquí estará la muestra de tablas básicas.',
  samples_custom_tables: 'Aquí estará la muestra de tablas personalizadas.',
};
