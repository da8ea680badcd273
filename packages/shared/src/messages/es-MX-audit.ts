import type { AuditEntry } from '../schemas/admin';
import { createT } from './create-t';
import { formatMoney } from '../format/money';
import { interpolate } from './es-MX';
import { accessName, auditActionLabel } from './es-MX-back-office-api';
import { IMAGES_MESSAGES } from './es-MX-images';

/**
 * The audit trail as sentences (issue 32): each entry reads "Ana López dio a Rocío Valdez el
 * acceso «Personal de sucursal»". The server's audit module writes `SENTENCE` with these words
 * (and the back office shows it), so a person never reads a code or a raw before/after.
 * Keys are `auditSentence.<action>`; an action without one reads "{actor}: {label}".
 */
export const AUDIT_SENTENCES = {
  'auditSentence.access.granted': '{actor} dio a {target} el acceso «{access}»',
  'auditSentence.access.revoked': '{actor} quitó a {target} el acceso «{access}»',
  'auditSentence.account.disabled': '{actor} desactivó la cuenta de {target}',
  'auditSentence.account.enabled': '{actor} activó la cuenta de {target}',
  'auditSentence.account.invited': '{actor} invitó a {target} con los accesos: {accessList}',
  'auditSentence.sessions.closed': '{actor} cerró todas las sesiones de {target}',
  'auditSentence.staff.assigned': '{actor} asignó a {target} la sucursal {branch} con el correo {text}',
  'auditSentence.staff.moved': '{actor} cambió a {target} de la sucursal {fromBranch} a {branch} (correo {text})',
  'auditSentence.staff.removed': '{actor} quitó a {target} la sucursal {fromBranch} (correo {text})',
  'auditSentence.support.orderCancelled': '{actor} canceló a nombre de {target} el pedido con folio {order}',
  'auditSentence.support.statusResent': '{actor} reenvió a {target} el aviso del pedido con folio {order}',
  'auditSentence.support.noteAdded': '{actor} agregó una nota interna sobre {target}',
  'auditSentence.support.noteAddedOrder': '{actor} agregó una nota interna sobre el pedido con folio {order} de {target}',
  'auditSentence.support.signInUnlocked': '{actor} desbloqueó el inicio de sesión de {target}',
  'auditSentence.support.recoverySent': '{actor} envió a {target} un SMS para recuperar su contraseña',
  'auditSentence.orders.recalled': '{actor} regresó a «Surtiendo» el pedido con folio {order} de {target}, ya enviado',
  'auditSentence.orders.picked_up': '{actor} entregó en mostrador el pedido con folio {order} de {target}, con su código de recogida',
  'auditSentence.couriers.branchSet': '{actor} asignó al repartidor {target} la sucursal {branch}',
  'auditSentence.couriers.branchRemoved': '{actor} quitó al repartidor {target} la sucursal {fromBranch}',
  'auditSentence.couriers.handover': '{actor} confirmó el efectivo de {target} del {text}: esperado {expected}, entregado {handedIn}',
  'auditSentence.orders.pharmacist_approved': '{actor} aprobó la receta del pedido con folio {order} de {target}',
  'auditSentence.orders.pharmacist_rejected': '{actor} rechazó la receta del pedido con folio {order} de {target}: {text}',
  'auditSentence.prescriptions.viewed': '{actor} abrió la {text} de {target}',
  'auditSentence.images.logo': '{actor} cambió el logotipo de la empresa',
  'auditSentence.images.bannerAdded': '{actor} agregó {banner}',
  'auditSentence.images.bannerChanged': '{actor} cambió {banner}',
  'auditSentence.images.bannerDeleted': '{actor} borró {banner}',
  'auditSentence.images.bannerPublished': '{actor} publicó {banner}',
  'auditSentence.images.bannerUnpublished': '{actor} retiró {banner}',
  'auditSentence.images.productPictures': '{actor} cambió las imágenes del producto {subject}',
  'auditSentence.images.backgrounds': '{actor} cambió los fondos del tema {subject}',
  'auditSentence.catalogue.product.created': '{actor} creó el producto {text}',
  'auditSentence.catalogue.product.updated': '{actor} cambió el producto {text}',
  'auditSentence.catalogue.products.bulk': '{actor} cambió varios productos: {text}',
  'auditSentence.catalogue.category.created': '{actor} creó la categoría «{category}»',
  'auditSentence.catalogue.category.renamed': '{actor} cambió la categoría «{fromCategory}» a «{category}»',
  'auditSentence.catalogue.category.reordered': '{actor} cambió el orden de las categorías',
  'auditSentence.catalogue.category.activated': '{actor} activó la categoría «{category}»',
  'auditSentence.catalogue.category.deactivated': '{actor} desactivó la categoría «{category}»',
  'auditSentence.catalogue.category.deleted': '{actor} borró la categoría «{category}»',
  'auditSentence.catalogue.stock.adjusted': '{actor} ajustó las existencias de {subject} en {branch}: de {fromUnits} a {units} piezas',
  'auditSentence.catalogue.synonym.added': '{actor} agregó el sinónimo {text}',
  'auditSentence.catalogue.synonym.removed': '{actor} quitó el sinónimo {text}',
  'auditSentence.catalogue.imported': '{actor} importó el archivo {text} al catálogo',
  'auditSentence.theme.saved': '{actor} guardó el tema {text}',
  'auditSentence.theme.deleted': '{actor} borró el tema {text}',
  'auditSentence.other': '{actor}: {label}',
  'auditSentence.account': 'la persona con ID {id}',
  'auditSentence.noAccess': 'ninguno',
  'auditSentence.banner': 'el banner {id} ({type})',
} as const;

const auditT = createT(AUDIT_SENTENCES);
type SentenceKey = keyof typeof AUDIT_SENTENCES;

/** What a sentence is made of: an audit entry as the server reads it. */
export type AuditFacts = Omit<AuditEntry, 'SENTENCE'>;

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const money = (value: unknown): string => (typeof value === 'number' ? formatMoney(value) : '');
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** "el banner 3 (Lateral izquierdo)" from the images module's "banner 3 (BANNER_LEFT)". */
function bannerOf(text: string): string {
  const match = /^banner (\d+) \((\w+)\)$/.exec(text);
  if (!match) return text;
  const names: Readonly<Record<string, string>> = IMAGES_MESSAGES;
  return auditT('auditSentence.banner', { id: match[1]!, type: names[`images.typeName.${match[2]}`] ?? match[2]! });
}

/** Everything a sentence may name, from the entry's columns and its before/after. */
function partsOf(e: AuditFacts, branchName: BranchName): Record<string, string | number> {
  const { BEFORE: before, AFTER: after, TARGET_TEXT: text } = e;
  const access = fieldOf(after, 'access') ?? fieldOf(before, 'access');
  const [place = '', item = ''] = text.split('/');
  return {
    actor: e.ACTOR_NAME || auditT('auditSentence.account', { id: e.ACTOR_ID }),
    target: e.TARGET_NAME || (e.TARGET_ACCOUNT_ID ? auditT('auditSentence.account', { id: e.TARGET_ACCOUNT_ID }) : ''),
    order: e.TARGET_ORDER_ID ?? '',
    text,
    access: accessName(textOf(access) || text),
    accessList:
      Array.isArray(access) && access.length > 0 ? access.map((a) => accessName(textOf(a))).join(', ') : auditT('auditSentence.noAccess'),
    branch: branchName(textOf(fieldOf(after, 'branch')) || (e.ACTION === 'catalogue.stock.adjusted' ? place : '')),
    fromBranch: branchName(textOf(fieldOf(before, 'branch'))),
    banner: bannerOf(text),
    subject: e.ACTION === 'catalogue.stock.adjusted' ? item : text.replace(/^(producto|fondos) /, ''),
    category: textOf(fieldOf(after, 'NAME')) || textOf(fieldOf(before, 'NAME')) || item || text,
    fromCategory: textOf(fieldOf(before, 'NAME')),
    units: textOf(fieldOf(after, 'UNITS')),
    fromUnits: textOf(fieldOf(before, 'UNITS')),
    expected: money(fieldOf(before, 'expected')),
    handedIn: money(fieldOf(after, 'handedIn')),
    label: [auditActionLabel(e.ACTION), e.TARGET_NAME ?? '', text].filter(Boolean).join(' · '),
  };
}

/** The sentence's key: a note on an order reads differently from one on the person. */
function keyOf(e: AuditFacts): SentenceKey {
  if (e.ACTION === 'support.noteAdded' && e.TARGET_ORDER_ID) return 'auditSentence.support.noteAddedOrder';
  const key = `auditSentence.${e.ACTION}`;
  return Object.hasOwn(AUDIT_SENTENCES, key) ? (key as SentenceKey) : 'auditSentence.other';
}

/** A branch's name from its code (the server knows them); the code when it does not. */
export type BranchName = (code: string) => string;

/** One audit entry as a sentence a person reads. */
export function auditSentence(e: AuditFacts, branchName: BranchName = (code) => code): string {
  const sentence = interpolate(AUDIT_SENTENCES[keyOf(e)], partsOf(e, branchName));
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
