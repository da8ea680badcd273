import { isAccessName, type AccessName } from '../constants/access';
import { createT } from './create-t';
import { CATALOGUE_AUDIT_ACTIONS, CATALOGUE_AUDIT_LABELS } from './es-MX-catalogue-admin';

/**
 * The back office's API words (admin: people and access; support; the audit trail): the answers
 * of the server modules admin, audit, support, customer, staff and others, and the access and audit
 * labels the lazy back-office screens also show. The storefront's first screen carries none.
 */
export const BACK_OFFICE_API_MESSAGES = {
  'admin.accountNotFound': 'No encontramos la cuenta {id}',
  'admin.notYourself': 'No puedes quitarte tu propio acceso de administrador ni desactivar tu cuenta',
  'admin.lastAdmin': 'Debe quedar al menos un administrador activo; da el acceso «Administración» a otra persona antes',
  'admin.phoneTaken': 'Ya existe una cuenta con el celular {phone}; búscala y dale acceso desde ahí',
  'admin.staffEmailDomain': 'El correo debe ser de la empresa (@{domain})',
  'admin.staffEmailTaken': 'El correo {email} ya está asignado a otra persona',
  'admin.staffNotFound': 'El correo {email} no tiene una sucursal asignada',
  'admin.branchNotFound': 'No existe la sucursal {branch}',
  'admin.disabledAccount': 'Esta cuenta está desactivada; comunícate con atención a clientes',
  'admin.branchAccessEnded': 'Tu acceso a la sucursal {branch} terminó; el monitor ya no recibe sus pedidos',
  'admin.queryTooShort': 'Escribe al menos un carácter para buscar',
  'support.reasonRequired': 'Escribe el motivo (al menos {min} caracteres)',
  'support.orderNotFound': 'No encontramos el pedido con folio {id}',
  'support.noStatusToResend': 'El pedido con folio {id} no ha cambiado de estado; no hay aviso que reenviar',
  'support.notACustomerOrder': 'El pedido con folio {id} no es de este cliente',
  'support.recoverySent': 'Enviamos un SMS de recuperación al {phone}',
  'support.unlocked': 'El inicio de sesión del {phone} quedó desbloqueado',
  'support.noteAdded': 'Nota guardada',
  'support.statusResent': 'Reenviamos el aviso del pedido con folio {id}',

  'access.ACCOUNT': 'Su cuenta, su carrito y sus pedidos',
  'access.ADMIN': 'Personas, accesos, sucursales del personal y bitácora',
  'access.SAMPLES': 'Páginas de diseño y editor de temas',
  'access.EDIT_COMPANY_IMAGES': 'Logotipo, banners, fotos de productos y fondos',
  'access.CUSTOMER_SUPPORT': 'Buscar clientes y actuar por ellos',
  'access.ALL_BRANCHES': 'Ver los pedidos de todas las sucursales',
  'access.BRANCH_STAFF': 'Monitor y pedidos de su sucursal (con su correo de Google asignado)',
  'access.CATALOGUE': 'Productos, precios, existencias y categorías',
  'access.THEMES': 'Guardar y borrar temas (con «Diseño» para abrir el editor)',
  'access.PHARMACIST': 'Revisar recetas antes de surtir y llevar el libro de antibióticos',
  'access.COURIER': 'Repartir los pedidos listos de su sucursal (con la sucursal asignada)',
  'access.REPORTS': 'Ver los reportes de ventas, servicio y calidad de todas las sucursales',

  'accessName.ACCOUNT': 'Cliente',
  'accessName.ADMIN': 'Administración',
  'accessName.SAMPLES': 'Diseño',
  'accessName.EDIT_COMPANY_IMAGES': 'Imágenes y banners',
  'accessName.CUSTOMER_SUPPORT': 'Atención a clientes',
  'accessName.ALL_BRANCHES': 'Todas las sucursales',
  'accessName.BRANCH_STAFF': 'Personal de sucursal',
  'accessName.CATALOGUE': 'Catálogo',
  'accessName.THEMES': 'Temas',
  'accessName.PHARMACIST': 'Farmacéutico',
  'accessName.COURIER': 'Repartidor',
  'accessName.REPORTS': 'Reportes',

  'audit.access.granted': 'Dio acceso',
  'audit.access.revoked': 'Quitó acceso',
  'audit.account.disabled': 'Desactivó la cuenta',
  'audit.account.enabled': 'Activó la cuenta',
  'audit.account.invited': 'Invitó a una persona',
  'audit.sessions.closed': 'Cerró todas las sesiones',
  'audit.staff.assigned': 'Asignó sucursal',
  'audit.staff.moved': 'Cambió de sucursal',
  'audit.staff.removed': 'Quitó la sucursal',
  'audit.support.orderCancelled': 'Canceló un pedido por el cliente',
  'audit.support.statusResent': 'Reenvió el aviso del pedido',
  'audit.support.noteAdded': 'Agregó una nota interna',
  'audit.support.signInUnlocked': 'Desbloqueó el inicio de sesión',
  'audit.support.recoverySent': 'Envió un SMS de recuperación',
  'audit.orders.recalled': 'Regresó un pedido a «Surtiendo»',
  'audit.couriers.branchSet': 'Asignó la sucursal de un repartidor',
  'audit.couriers.branchRemoved': 'Quitó la sucursal de un repartidor',
  'audit.couriers.handover': 'Confirmó el efectivo de un repartidor',
  'audit.orders.picked_up': 'Entregó un pedido en mostrador',
  'audit.orders.pharmacist_approved': 'Aprobó la receta de un pedido',
  'audit.orders.pharmacist_rejected': 'Rechazó la receta de un pedido',
  'audit.prescriptions.viewed': 'Abrió el archivo de una receta',
  'audit.images.logo': 'Cambió el logotipo',
  'audit.images.bannerAdded': 'Agregó un banner',
  'audit.images.bannerChanged': 'Cambió un banner',
  'audit.images.bannerDeleted': 'Borró un banner',
  'audit.images.bannerPublished': 'Publicó un banner',
  'audit.images.bannerUnpublished': 'Retiró un banner',
  'audit.images.productPictures': 'Cambió las imágenes de un producto',
  'audit.images.backgrounds': 'Cambió los fondos de un tema',
  ...CATALOGUE_AUDIT_LABELS,
  'audit.catalogue.imported': 'Importó un archivo al catálogo',
  'audit.theme.saved': 'Guardó un tema',
  'audit.theme.deleted': 'Borró un tema',
  'audit.csv.header': 'Fecha,Quién,Acción,Cuenta,Pedido,Objeto,Antes,Después,Motivo,IP',
} as const;

export const backOfficeApiT = createT(BACK_OFFICE_API_MESSAGES);

/** The one-line explanation of what an access entry allows. */
export const accessDescription = (name: AccessName): string => backOfficeApiT(`access.${name}`);
/** An access entry as a person reads it ("Personal de sucursal"), never its code; an unknown one as it is. */
export const accessName = (name: string): string => (isAccessName(name) ? backOfficeApiT(`accessName.${name}`) : name);

/** Every action the audit trail records; the Spanish label is `audit.<action>`. */
export const AUDIT_ACTIONS = [
  'access.granted',
  'access.revoked',
  'account.disabled',
  'account.enabled',
  'account.invited',
  'sessions.closed',
  'staff.assigned',
  'staff.moved',
  'staff.removed',
  'support.orderCancelled',
  'support.statusResent',
  'support.noteAdded',
  'support.signInUnlocked',
  'support.recoverySent',
  'orders.recalled',
  'couriers.branchSet',
  'couriers.branchRemoved',
  'couriers.handover',
  'orders.picked_up',
  'orders.pharmacist_approved',
  'orders.pharmacist_rejected',
  'prescriptions.viewed',
  'images.logo',
  'images.bannerAdded',
  'images.bannerChanged',
  'images.bannerDeleted',
  'images.bannerPublished',
  'images.bannerUnpublished',
  'images.productPictures',
  'images.backgrounds',
  ...CATALOGUE_AUDIT_ACTIONS,
  'catalogue.imported',
  'theme.saved',
  'theme.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? backOfficeApiT(`audit.${action as AuditAction}`) : action;
