import { t } from '@mostrador/shared/messages/es-MX';

/**
 * Generic HTTP failures every route can produce (docs/product.md#api-conventions), taken from the shared es-MX
 * catalogue so the server and the web app never word the same failure twice.
 */
export const MESSAGES = {
  notFound: t('http.resourceNotFound'),
  invalidJson: t('http.invalidJson'),
  emptyJson: t('http.emptyJson'),
  bodyNotObject: t('http.bodyNotObject'),
  unsupportedMediaType: t('http.unsupportedMediaType'),
  payloadTooLarge: t('http.payloadTooLarge'),
  badRequest: t('http.badRequest'),
  badUrl: t('http.badUrl'),
  tooManyRequests: t('errors.tooManyRequests'),
  serviceUnavailable: t('errors.serviceUnavailable'),
  internal: t('http.internal'),
  headersTooLarge: t('http.headersTooLarge'),
  requestTimeout: t('http.requestTimeout'),
} as const;
