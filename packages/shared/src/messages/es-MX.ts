/**
 * Every user-facing string, keyed by code. docs/product.md#messages strings are a contract and are copied word
 * for word, including their missing accents and odd spacing ("sesion", "¿ Estas").
 * Placeholders are `{name}`; `t()` fills them and the types demand exactly those names.
 * The web's own screen texts live beside this file: the ones the first screen needs in
 * es-MX-web.ts (merged here), the ones of lazy routes in es-MX-<feature>.ts with their own `t`
 * (create-t.ts). Which file a new string goes in, and the words for each concept: README.md here.
 */
import { WEB_MESSAGES } from './es-MX-web';

export const MESSAGES = {
  // docs/product.md#messages: call failures and their fallbacks.
  'errors.unknown': 'Error desconocido',
  'errors.nok': 'nok',
  'errors.unknownRetryLater': 'Error desconocido, inténtalo de nuevo más tarde.',
  'errors.somethingWentWrong': 'Vaya, parece que algo salió mal',
  'errors.noTokenNorPhone': 'NO TOKEN NOR PHONE',
  // Server-side failures the spec leaves out (docs/product.md#messages: Spanish for a person).
  'errors.invalidField': 'El dato «{field}» no es válido',
  'errors.unauthenticated': 'Tu sesión terminó; inicia sesión de nuevo',
  'errors.forbidden': 'No tienes permiso para realizar esta acción',
  'errors.notFound': 'No encontramos lo que buscas',
  'errors.tooManyRequests': 'Demasiadas solicitudes, intenta de nuevo en un momento.',
  'errors.serviceUnavailable': 'El servicio no está disponible por el momento, intenta de nuevo en unos minutos.',
  // Generic HTTP failures any API route can produce (docs/product.md#api-conventions).
  'http.resourceNotFound': 'Recurso no encontrado',
  'http.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'http.emptyJson': 'El cuerpo de la solicitud está vacío; envía un objeto JSON',
  'http.bodyNotObject': 'El cuerpo de la solicitud debe ser un objeto JSON',
  'http.unsupportedMediaType': 'Tipo de contenido no admitido; envía el cuerpo como application/json',
  'http.payloadTooLarge': 'El cuerpo de la solicitud es demasiado grande',
  'http.badRequest': 'La solicitud no es válida',
  'http.badUrl': 'La dirección solicitada no es válida',
  'http.internal': 'Error interno del servidor',
  'http.nulCharacter': 'El campo {field} contiene un carácter nulo, que no está permitido',
  'http.headersTooLarge': 'La dirección o los encabezados de la solicitud son demasiado grandes',
  'http.requestTimeout': 'La solicitud tardó demasiado en llegar; inténtalo de nuevo',

  // Orders and cart (docs/product.md#cart; docs/product.md#order-statuses for refused transitions).
  'orders.notFoundForFolio': 'no se encontraron registros para el folio: {id}',
  'orders.customerNotified': 'se ha notificado al cliente',
  'orders.folio': 'folio: {id}',
  'orders.transitionRefused': 'No se puede cambiar el pedido de «{from}» a «{to}»',
  'orders.cartEmpty': 'Tu carrito está vacío; agrega productos antes de terminar tu compra',
  'orders.cartNotFound': 'No encontramos el carrito con folio {id}',
  'orders.addressNotFound': 'Elige una de tus direcciones de entrega',
  // Issue 35: pickup at a branch (the rest of its words: es-MX-pickup.ts).
  'orders.addressRequired': 'Elige la dirección de entrega',
  'orders.pickupBranchRequired': 'Elige la sucursal donde recoges tu pedido',
  'orders.outOfStock': 'No hay suficientes existencias en la sucursal {branch}: {items}. Ajusta tu carrito e inténtalo de nuevo.',
  'orders.outOfStockItem': '{name} (disponibles: {available})',
  'orders.prescriptionRequired': 'Tu carrito lleva productos con receta: escribe el nombre del médico y su cédula profesional',
  'orders.doctorRequired': 'Escribe el nombre del médico que firmó la receta',
  'orders.cedulaInvalid': 'La cédula profesional tiene 7 u 8 dígitos',
  'orders.cashTooLow': 'El efectivo con el que pagas ({cash}) no cubre el total de {total}',
  'orders.totalTooHigh': 'Un pedido puede sumar hasta {max}; este suma {total}. Quita productos',
  'orders.cashOnlyWithCash': 'Indica con cuánto pagas solo si pagas en efectivo',
  'orders.idempotencyKeyInvalid': 'El encabezado Idempotency-Key no es válido (de 1 a 200 caracteres visibles)',
  'orders.dateRangeInverted': 'La fecha final no puede ser anterior a la inicial',
  'orders.dateRangeTooLong': 'El rango de fechas puede abarcar como máximo {days} días',
  'orders.cancelled': 'El pedido con folio {id} fue cancelado',
  'orders.cancelledByBranch': 'El pedido con folio {id} fue cancelado por la sucursal a nombre del cliente',
  'orders.cancelReasonRequired': 'Escribe el motivo de la cancelación; el cliente lo verá',
  'orders.cannotCancel': 'El pedido con folio {id} ya no se puede cancelar: está «{status}»',
  'staff.googleInvalid': 'No pudimos verificar tu cuenta de Google; vuelve a iniciar sesión con Google',
  'staff.googleDomain': 'Esa cuenta de Google no pertenece al dominio de la empresa',
  'staff.googleUnverified': 'Tu correo de Google no está verificado',
  'staff.notAssigned': 'La cuenta {email} no tiene una sucursal asignada; pide a un administrador que te dé acceso',
  'staff.otherAccount': 'La cuenta {email} está asignada a otra persona; inicia sesión con tu número celular',
  'staff.otherGoogleAccount': 'La asignación de {email} ya está ligada a otra cuenta de Google',
  'staff.noAccess': 'Tu cuenta no tiene acceso al monitor de sucursal',
  'staff.branchTokenInvalid': 'Inicia sesión en tu sucursal con Google para conectar el monitor',
  'payment.cashOnDelivery': 'Pago contra entrega',
  'payment.cardOnDelivery': 'Pago con tarjeta a la entrega',

  // Session, SMS code and start-up (docs/product.md#sign-in-and-phone-verification).
  'auth.signedOut': 'Has terminado tu sesion satisfactoriamente',
  'auth.smsCodeWrong': 'Ups al parecer el código es incorrecto, por favor verifique',
  'auth.operationCancelled': 'Se ha cancelado la operación',
  'app.connecting': 'Conectando...',
  'push.permissionBlocked':
    'No se concedió el permiso para mostrar notificaciones y quedó bloqueado. Puedes activarlo en la configuración del navegador.',
  'smsModal.title': 'Ingresa el código de confirmación',
  'smsModal.sentTo': 'Enviamos un código por SMS al {phone}',
  'smsModal.onlyOnce': 'Una vez confirmado, no se te volverá a solicitar.',
  'smsModal.placeholder': 'Código enviado por SMS',
  'smsModal.checking': 'Verificando el código...',
  'smsModal.resendIn': 'Podrás pedir otro código en {seconds} s',
  'smsModal.resend': 'Reenviar código',

  // Identity, sessions and phone verification (docs/product.md#sign-in-and-phone-verification; the spec leaves their words out).
  'auth.busy': 'Hay muchas personas iniciando sesión en este momento; inténtalo de nuevo en unos segundos.',
  'auth.invalidCredentials': 'Número celular o contraseña incorrectos',
  'auth.loginThrottled': 'Demasiados intentos fallidos. Espera {wait} e inténtalo de nuevo.',
  'auth.loginLockedHour': 'Demasiados intentos fallidos con este número. Inténtalo de nuevo en {wait}.',
  'auth.smsSent': 'Te enviamos un código por SMS al {phone}',
  'auth.smsText': '{company}: tu código de verificación es {code}. Vence en 10 minutos. No lo compartas con nadie.',
  'auth.smsTooSoon': 'Espera {wait} para pedir otro código.',
  'auth.smsTooMany': 'Ya pediste varios códigos para este número. Inténtalo de nuevo en {wait}.',
  'auth.smsIpLimit': 'Demasiadas solicitudes de código desde esta conexión. Inténtalo de nuevo más tarde.',
  'auth.smsSendFailed': 'No pudimos enviar el SMS. Inténtalo de nuevo en unos minutos.',
  'auth.smsCodeExpired': 'El código venció o ya se usó. Pide uno nuevo.',
  'auth.smsCodeLocked':
    'Se ingresaron demasiados códigos incorrectos para este número. Inténtalo de nuevo en {wait} o pide ayuda a atención a clientes.',
  'auth.proofInvalid': 'La verificación de tu número celular venció o no es válida. Pide un nuevo código.',
  'auth.phoneTaken': 'Este número celular ya tiene una cuenta. Inicia sesión o recupera tu contraseña.',
  'auth.noAccountForPhone': 'No hay una cuenta con este número celular. Regístrate para continuar.',
  'auth.captchaRequired': 'Confirma que no eres un robot para continuar.',
  'auth.captchaInvalid': 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  'auth.captchaCheckbox': 'No soy un robot',
  'auth.captchaWorking': 'Comprobando que no eres un robot...',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta',
  'auth.samePassword': 'La nueva contraseña debe ser distinta de la actual',
  'auth.passwordChanged': 'Cambiamos tu contraseña y cerramos tu sesión en los demás dispositivos.',
  'auth.passwordRecovered': 'Listo, ya puedes usar tu nueva contraseña.',
  'auth.phoneMismatch': 'El número celular no corresponde a tu sesión',
  'auth.nameRequired': 'Escribe tu nombre',
  'auth.welcome': 'Hola, {name}',
  'auth.registered': 'Tu cuenta quedó creada. ¡Bienvenido, {name}!',
  'account.saved': 'Guardamos tus datos',
  'addresses.saved': 'Dirección guardada',
  'addresses.deleted': 'Dirección eliminada',
  'addresses.defaultChanged': 'Dirección predeterminada actualizada',
  'addresses.notFound': 'No encontramos esa dirección',
  'addresses.limit': 'Puedes guardar como máximo {max} direcciones',
  'cart.maxUnitsPerProduct': 'Puedes llevar como máximo {max} piezas de un producto',
  'catalogue.productNotFound': 'No encontramos el producto {sku}',
  'panel.underConstruction': 'En construcción',
  'common.confirm': 'Confirmar',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',

  // Themes (docs/product.md#themes).
  'themes.saved': 'tema guardado',
  'themes.deleted': 'tema borrado',
  'themes.deleteConfirm.title': 'Confirme',
  'themes.deleteConfirm.message': '¿ Estas seguro de borrar ?',
  'themes.deleteConfirm.ok': 'Confirmar',
  'themes.deleteConfirm.cancel': 'Cancelar',

  // Form rules (docs/product.md#validation-rules). "Número celular no valido" is verbatim.
  'validation.required': 'Este campo es obligatorio',
  'validation.date': 'Fecha no válida; usa AAAA/MM/DD',
  'validation.isoDay': 'Fecha no válida; usa AAAA-MM-DD',
  'validation.time': 'Hora no válida; usa HH:MM (00:00 a 23:59)',
  'validation.fulltime': 'Hora no válida; usa HH:MM:SS (00:00:00 a 23:59:59)',
  'validation.email': 'Correo electrónico no válido',
  'validation.hexColor': 'Color no válido; usa #rgb, #rrggbb o #rrggbbaa',
  'validation.rgbColor': 'Color no válido; usa rgb(r, g, b) con valores de 0 a 255',
  'validation.rgbaColor': 'Color no válido; usa rgba(r, g, b, a) con r, g, b de 0 a 255 y a de 0 a 1',
  'validation.anyColor': 'Color no válido; usa #rrggbb, rgb(…) o rgba(…)',
  'validation.phone': 'Número celular no valido',
  'validation.smsCodeRequired': 'Por favor ingresa el código que recibiste por SMS',
  'validation.smsCodeTooLong': 'El código tiene como máximo {max} caracteres',
  'validation.passwordTooShort': 'La contraseña debe tener al menos {min} caracteres',
  'validation.passwordTooLong': 'La contraseña puede tener como máximo {max} caracteres',
  'validation.passwordCommon': 'Esa contraseña es de las más usadas; elige una más difícil de adivinar',
  'validation.passwordIsPhone': 'La contraseña no puede ser tu número celular',
  'validation.postalCode': 'Código postal no válido; son 5 dígitos',
  'validation.state': 'Elige un estado de la lista',
  'validation.sex': 'Elige una opción de la lista',
  'validation.birth': 'Fecha de nacimiento no válida; usa AAAA/MM/DD',
  'validation.nameTooLong': 'El nombre puede tener como máximo {max} caracteres',
  'validation.passwordsDiffer': 'Las contraseñas no coinciden',
  'form.charCount': '{count} de {max} caracteres',

  // Identity-provider codes (docs/product.md#messages); how each is shown is not in the spec, so these are ours.
  'idp.missing-recaptcha-token': 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  'idp.invalid-app-credential': 'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
  'idp.unauthorized-domain': 'Este sitio no está autorizado para iniciar sesión.',
  'idp.popup-blocked': 'El navegador bloqueó la ventana para iniciar sesión. Permite las ventanas emergentes e inténtalo de nuevo.',
  'idp.popup-closed-by-user': 'Cerraste la ventana antes de terminar de iniciar sesión.',
  'idp.cancelled-popup-request': 'Se canceló la solicitud porque se abrió otra ventana para iniciar sesión.',
  'idp.network-request-failed': 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
  'idp.user-mismatch': 'La cuenta elegida no corresponde a la sesión actual.',
  'idp.multi-factor-auth-required': 'Tu cuenta necesita un paso más de verificación para iniciar sesión.',
  'idp.account-exists-with-different-credential': 'Ya existe una cuenta con este correo que usa otra forma de iniciar sesión.',
  'idp.web-storage-unsupported': 'Tu navegador no permite guardar la sesión. Activa las cookies y el almacenamiento del sitio.',
  'idp.invalid-api-key': 'La configuración para iniciar sesión no es válida. Avisa al administrador.',
  'idp.internal-error': 'Ocurrió un error interno al iniciar sesión. Inténtalo de nuevo.',

  // Notification console errors (docs/product.md#notifications-and-dialogs): for developers, so English, in the console only.
  'notify.parameterRequired': 'Notify: parameter required',
  'notify.wrongPosition': 'Notify: wrong position "{position}"; expected one of {allowed}',
  'notify.wrongTimeout': 'Notify: wrong timeout "{timeout}"; expected a number of milliseconds >= 0',
  'notify.wrongBadgePosition': 'Notify: wrong badgePosition "{badgePosition}"; expected one of {allowed}',

  // Screen texts of the web's shell, layouts and shared widgets (es-MX-web.ts).
  ...WEB_MESSAGES,
} as const satisfies Record<string, string>;

export type MessageCode = keyof typeof MESSAGES;

/** Names inside `{…}` of a template, as a union ("id" | "phone"). */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

export type MessageParams<C extends MessageCode> = Record<Placeholders<(typeof MESSAGES)[C]>, string | number>;

/** Codes without placeholders take no params; the others require all of theirs. */
type TArgs<C extends MessageCode> = [Placeholders<(typeof MESSAGES)[C]>] extends [never] ? [] : [params: MessageParams<C>];

/** Codes whose text has no placeholders: `t(code)` needs nothing else. */
export type PlainMessageCode = { [C in MessageCode]: TArgs<C> extends [] ? C : never }[MessageCode];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** Fills `{name}` placeholders; a name without a value stays visible rather than vanishing. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

export function t<C extends MessageCode>(code: C, ...args: TArgs<C>): string {
  return interpolate(MESSAGES[code], args[0]);
}
