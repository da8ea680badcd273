import { createT } from './create-t';

/**
 * The in-store screen's words (advertising_view: ads, clock, price checker) and the barcode
 * call's answers. Its own catalogue so the storefront's first screen carries none of them.
 */
export const KIOSK_MESSAGES = {
  'barcode.invalid': 'El código de barras debe tener 13 dígitos con su dígito verificador correcto',
  'barcode.notFound': 'Producto no encontrado',
  'barcode.branchNotFound': 'No existe la sucursal {branch}',
  'barcode.branchInvalid': 'La clave de sucursal no es válida',

  'kiosk.title': 'Pantalla de la tienda',
  'kiosk.ads': 'Anuncios',
  'kiosk.adsEmpty': 'Bienvenido',
  'kiosk.adsCarousel': 'carrusel',
  'kiosk.starting': 'Iniciando la pantalla...',
  'kiosk.clock': 'Hora',
  'kiosk.checkerTitle': 'Verificador de precios',
  'kiosk.scanHint': 'Pasa el código de barras del producto por el lector',
  'kiosk.cameraButton': 'Leer con la cámara',
  'kiosk.cameraClose': 'Cerrar cámara',
  'kiosk.cameraHint': 'Acerca el código de barras a la cámara',
  'kiosk.cameraDenied': 'No pudimos usar la cámara; usa el lector de códigos',
  'kiosk.searching': 'Buscando el producto...',
  'kiosk.notFound': 'Producto no encontrado',
  'kiosk.notFoundHint': 'Pregunta a nuestro personal por el código {code}',
  'kiosk.notBarcode': 'Ese código no es de un producto',
  'kiosk.notBarcodeHint': 'Leímos «{code}». Pasa por el lector el código de barras del empaque, el de 13 dígitos.',
  'kiosk.prescription': 'Requiere receta',
  'kiosk.stock': '{units} piezas en esta sucursal',
  'kiosk.stockOne': '1 pieza en esta sucursal',
  'kiosk.stockNone': 'Agotado en esta sucursal',
  'kiosk.promotion': 'Promoción',
  'kiosk.promoPrice': 'Con la promoción: {price} por pieza',
  'kiosk.barcode': 'Código {code}',
  'kiosk.backHint': 'En unos segundos vuelven los anuncios',
  'kiosk.offline': 'Sin conexión con la tienda; intenta de nuevo en un momento',
  'kiosk.lookupFailed': 'No pudimos consultar el precio; intenta de nuevo',
  'kiosk.branchUnknownTitle': 'Sucursal no encontrada',
  'kiosk.branchUnknownText':
    'La clave «{branch}» no corresponde a ninguna sucursal activa. Revisa la dirección de esta pantalla (por ejemplo /advertising_view/GDL-CENTRO).',
  'kiosk.branchChecking': 'Comprobando la sucursal...',
} as const;

export type KioskMessageCode = keyof typeof KIOSK_MESSAGES;

export const kioskT = createT(KIOSK_MESSAGES);
