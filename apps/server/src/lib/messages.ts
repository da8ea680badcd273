/**
 * Server-side wording of the generic HTTP failures (DESIGN §2). Module-specific messages live with
 * their module; these are the ones every route can produce.
 */
export const MESSAGES = {
  notFound: 'Recurso no encontrado',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  emptyJson: 'El cuerpo de la solicitud está vacío; envía un objeto JSON',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  unsupportedMediaType: 'Tipo de contenido no admitido; envía el cuerpo como application/json',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  badRequest: 'La solicitud no es válida',
  badUrl: 'La dirección solicitada no es válida',
  tooManyRequests: 'Demasiadas solicitudes, intenta de nuevo en un momento.',
  serviceUnavailable: 'El servicio no está disponible por el momento, intenta de nuevo en unos minutos.',
  internal: 'Error interno del servidor',
} as const;
