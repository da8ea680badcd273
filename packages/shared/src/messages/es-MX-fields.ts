import { createT } from './create-t';

/**
 * Request fields by the name a person reads (issue 32): the server's validation messages name a
 * field by its label, never by its wire code ("El campo «Búsqueda» no puede estar vacío", not
 * "El campo QUERY…"). Keyed by the field's name on the wire, as every schema in ../schemas spells it;
 * apps/server/test/lib/field-labels.test.ts fails when a request field has no label here.
 * A schema's own message (validation rules, the spec's texts) still wins over these.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ACCEPT: 'Respuesta',
  ACCESS: 'Acceso',
  ACCOUNT_ID: 'Cuenta (ID)',
  ACTION: 'Acción',
  ACTIVE: 'Activo',
  ACTIVE_INGREDIENT: 'Sustancia activa',
  ACTOR_ID: 'Quién (ID de cuenta)',
  ADDRESS_ID: 'Dirección de entrega',
  ALIAS: 'Nombre de la dirección',
  ANTIBIOTIC: 'Antibiótico',
  BARCODE: 'Código de barras (EAN-13)',
  BIRTH: 'Fecha de nacimiento',
  BRANCH: 'Sucursal',
  BRANCHES: 'Sucursales',
  BRAND: 'Marca',
  CALLE: 'Calle',
  CAPTCHA: 'Verificación de que no eres un robot',
  CART_ID: 'Folio del carrito',
  CASH_AMOUNT: 'Con cuánto pagas',
  CATEGORIES: 'Categorías',
  CATEGORY: 'Categoría',
  CEDULA: 'Cédula profesional',
  CHALLENGE: 'Reto de verificación',
  CODE: 'Código de verificación',
  CODIGO_POSTAL: 'Código postal',
  COLONIA: 'Colonia',
  COLORS: 'Colores',
  CONFIRM_PRICE: 'Confirmar el cambio de precio',
  CURRENT_PASSWORD: 'Contraseña actual',
  CUSTOMER_ID: 'Cliente (ID)',
  DATE: 'Día',
  DATE_END: 'Fecha final',
  DATE_START: 'Fecha inicial',
  DESCRIPTION: 'Descripción',
  DISABLED: 'Cuenta desactivada',
  DOCTOR_ADDRESS: 'Domicilio del médico',
  PRESCRIPTION_COLLECTED: 'Receta original recogida',
  DOCTOR_NAME: 'Nombre del médico',
  EAN: 'Código de barras',
  EMAIL: 'Correo electrónico',
  ENDPOINT: 'Dirección de avisos del dispositivo',
  ENDS_AT: 'Termina',
  ESTADO: 'Estado',
  FIREBASE_TOKEN: 'Avisos del dispositivo',
  FIREBASE_UID: 'Verificación del celular',
  FOLDER: 'Carpeta de fondos',
  FORMAT: 'Formato',
  FROM: 'Desde',
  GRANTED: 'Dar o quitar',
  GROUP: 'Agrupar por nombre',
  ICON: 'Ícono',
  ID: 'Identificador',
  IDS: 'Orden de las categorías',
  IMAGES: 'Imágenes',
  IN_STOCK: 'Con existencias',
  IS_DEFAULT: 'Predeterminada',
  JOB_ID: 'Importación',
  KIND: 'Tipo de ajuste',
  LABORATORY: 'Laboratorio',
  LINK: 'Enlace',
  M: 'M',
  MAPPING: 'Columnas',
  MEDICINE_GROUP: 'Grupo (I–VI)',
  MIN_EXPIRY_DAYS: 'Días mínimos de vida al surtir',
  MODE: 'Modo del tema',
  MUNICIPIO: 'Municipio',
  N: 'N',
  NAME: 'Nombre',
  NEEDS_LOT_EXPIRY: 'Requiere lote y caducidad al surtir',
  NONCE: 'Respuesta de verificación',
  NOTES: 'Notas',
  NUMERO_EXTERIOR: 'Número exterior',
  NUMERO_INTERIOR: 'Número interior',
  ORDER_ID: 'Folio del pedido',
  ORIGINAL_SKU: 'Clave (SKU) original',
  OUT_OF_STOCK_AT: 'Agotado en',
  PAGE: 'Página',
  PAGE_SIZE: 'Productos por página',
  PASSWORD: 'Contraseña',
  PATHS: 'Fondos',
  PAYMENT: 'Forma de pago',
  PERCENT: 'Porcentaje de descuento',
  PHONE: 'Número celular',
  POSITION: 'Posición',
  PRESCRIPTION: 'Receta',
  PRESCRIPTION_ID: 'Archivo de la receta',
  PRESENTATION: 'Presentación',
  PRICE: 'Precio',
  PROMOTION: 'Promoción',
  PURPOSE: 'Para qué es el código',
  QUERY: 'Búsqueda',
  REASON: 'Motivo',
  REFERENCIAS: 'Referencias',
  REQUIRES_PRESCRIPTION: 'Requiere receta',
  SEX: 'Sexo',
  SIZE: 'Tamaño',
  SKU: 'Clave (SKU)',
  SKUS: 'Claves (SKU)',
  SORT: 'Orden',
  STARTS_AT: 'Empieza',
  SUBSCRIPTION: 'Suscripción a avisos',
  SUBSTITUTE_SKU: 'Sustituto',
  SUBSTITUTION_ID: 'Oferta de sustituto',
  SYNONYM: 'Sinónimo',
  TARGET_ID: 'Sobre quién (ID de cuenta)',
  TERM: 'Palabra',
  TEXT: 'Texto de la nota',
  THEME: 'Tema',
  TITLE: 'Título',
  TO: 'Hasta',
  TOKEN: 'Sesión',
  TYPE: 'Tipo',
  UNITS: 'Piezas',
  UNTIL: 'Hasta',
  auth: 'Clave de autenticación',
  branchToken: 'Sesión de sucursal',
  download: 'Descargar',
  email: 'Correo electrónico',
  endpoint: 'Dirección de avisos del dispositivo',
  expirationTime: 'Vencimiento de la suscripción',
  expires: 'Vencimiento del enlace',
  signature: 'Firma del enlace',
  viewer: 'Quién abre el enlace',
  firebase_token: 'Avisos del dispositivo',
  google_name: 'Nombre de Google',
  google_picture: 'Foto de Google',
  google_token: 'Sesión de Google',
  keys: 'Claves de la suscripción',
  maskable: 'Ícono adaptable',
  name: 'Nombre del tema',
  p256dh: 'Clave pública del dispositivo',
  product: 'Producto',
  q: 'Búsqueda',
  token: 'Sesión',
  FULFILMENT: 'Entrega o recoger en sucursal',
  PICKUP_BRANCH: 'Sucursal donde recoges',
  COURIER_ID: 'Repartidor',
  DAY: 'Día',
  CASH_HANDED_IN: 'Efectivo entregado',
  TABLE: 'Tabla del reporte',
  PAGE_TYPE: 'Tipo de página',
  DEVICE: 'Tipo de dispositivo',
  CONNECTION: 'Tipo de conexión',
  METRICS: 'Métricas',
  VALUE: 'Valor',
  TRACKING_TOKEN: 'Enlace de seguimiento',
};

/** One item of a list field, with its article: "la categoría 1", "del artículo 2". */
const ITEM_NOUNS: Readonly<Record<string, string>> = {
  ACCESS: 'el acceso',
  CATEGORIES: 'la categoría',
  IDS: 'la categoría',
  IMAGES: 'la imagen',
  ITEMS: 'el artículo',
  MAPPING: 'la columna',
  PATHS: 'el fondo',
  SKUS: 'la clave',
};

/** A field that holds others, as its fields' owner: "«N» de la promoción". */
const OWNER_NOUNS: Readonly<Record<string, string>> = {
  CAPTCHA: 'la verificación de que no eres un robot',
  CATEGORY: 'la categoría',
  PRESCRIPTION: 'la receta',
  PROMOTION: 'la promoción',
  SUBSCRIPTION: 'la suscripción a avisos',
  keys: 'las claves',
  product: 'el producto',
};

/** The validation messages; `{field}` is a `fieldPhrase`. */
export const FIELD_MESSAGES = {
  'field.required': 'El campo {field} es obligatorio',
  'field.type': 'El campo {field} debe ser {type}',
  'field.empty': 'El campo {field} no puede estar vacío',
  'field.minLength': 'El campo {field} debe tener al menos {count}',
  'field.maxLength': 'El campo {field} no puede tener más de {count}',
  'field.min': 'El campo {field} debe ser mayor a {min}',
  'field.minOrEqual': 'El campo {field} debe ser mayor o igual a {min}',
  'field.max': 'El campo {field} debe ser menor a {max}',
  'field.maxOrEqual': 'El campo {field} debe ser menor o igual a {max}',
  'field.email': 'El campo {field} no es un correo electrónico válido',
  'field.format': 'El campo {field} no tiene un formato válido',
  'field.multipleOf': 'El campo {field} debe ser múltiplo de {divisor}',
  'field.notAllowed': 'El campo {field} no está permitido',
  'field.oneOf': 'El campo {field} debe ser uno de: {values}',
  'field.invalid': 'El campo {field} no es válido',
  'field.chars.one': '{count} carácter',
  'field.chars.many': '{count} caracteres',
  'field.items.one': '{count} elemento',
  'field.items.many': '{count} elementos',
  'field.typeOf': 'de tipo {type}',
  'field.type.string': 'texto',
  'field.type.number': 'un número',
  'field.type.int': 'un número entero',
  'field.type.bigint': 'un número entero',
  'field.type.boolean': 'verdadero o falso',
  'field.type.object': 'un objeto',
  'field.type.array': 'una lista',
  'field.type.date': 'una fecha',
  'field.item': 'el elemento',
  'field.itemOf': '{item} {n} de «{label}»',
} as const;

export const fieldsT = createT(FIELD_MESSAGES);

/** The label of one field, or its code when it has none (the label test keeps that from happening). */
export const fieldLabel = (code: string): string => FIELD_LABELS[code] ?? code;

/** "de" before a noun with its article: "de la categoría", "del artículo". */
const of = (noun: string): string => (noun.startsWith('el ') ? `del ${noun.slice(3)}` : `de ${noun}`);
const withoutArticle = (noun: string): string => noun.replace(/^(el|la|los|las) /, '');

/** Item `index` (0-based) of the list field `list`: "la categoría 1", or "el elemento 1 de «Fondos»". */
function itemOf(list: PropertyKey | undefined, index: number): string {
  const code = String(list ?? '');
  const noun = ITEM_NOUNS[code];
  if (noun) return `${noun} ${index + 1}`;
  return fieldsT('field.itemOf', { item: fieldsT('field.item'), n: index + 1, label: fieldLabel(code) });
}

/**
 * A field's path as a person reads it, for `{field}` in the messages: `QUERY` → «Búsqueda»;
 * `product.PROMOTION.N` → «N» de la promoción del producto; `ITEMS[0].SKU` → «Clave (SKU)» del
 * artículo 1; `IMAGES[2]` → «Imágenes» (imagen 3); a record's key (`COLORS.primary`) → «Colores» (primary).
 */
export function fieldPhrase(path: readonly PropertyKey[]): string {
  let i = path.length - 1;
  const last = path[i];
  let head: string;
  if (typeof last === 'number') {
    const noun = ITEM_NOUNS[String(path[i - 1] ?? '')];
    head = `«${fieldLabel(String(path[i - 1] ?? ''))}» (${noun ? withoutArticle(noun) : withoutArticle(fieldsT('field.item'))} ${last + 1})`;
    i -= 2;
  } else if (i > 0 && FIELD_LABELS[String(last)] === undefined && typeof path[i - 1] === 'string') {
    head = `«${fieldLabel(String(path[i - 1]))}» (${String(last)})`;
    i -= 2;
  } else {
    head = `«${fieldLabel(String(last ?? ''))}»`;
    i -= 1;
  }
  const owners: string[] = [];
  for (; i >= 0; i -= 1) {
    const key = path[i]!;
    if (typeof key === 'number') {
      owners.push(of(itemOf(path[i - 1], key)));
      i -= 1;
    } else {
      owners.push(of(OWNER_NOUNS[String(key)] ?? `«${fieldLabel(String(key))}»`));
    }
  }
  return [head, ...owners].join(' ');
}
