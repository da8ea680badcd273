import { describe, expect, it } from 'vitest';
import { AUDIT_SENTENCES, auditSentence, type AuditFacts } from '../../src/messages/es-MX-audit';
import { AUDIT_ACTIONS } from '../../src/messages/es-MX-back-office-api';

const entry = (facts: Partial<AuditFacts>): AuditFacts => ({
  ID: 1,
  AT: '2026-05-01T12:00:00.000Z',
  ACTOR_ID: 5,
  ACTOR_NAME: 'Ana López',
  ACTION: 'access.granted',
  ACTION_NAME: '',
  TARGET_ACCOUNT_ID: 9,
  TARGET_NAME: 'Rocío Valdez',
  TARGET_ORDER_ID: null,
  TARGET_TEXT: '',
  BEFORE: null,
  AFTER: null,
  REASON: '',
  IP: '10.0.0.1',
  ...facts,
});
const BRANCHES: Record<string, string> = { 'GDL-CENTRO': 'Centro', 'GDL-ZAPOPAN': 'Zapopan' };
const branchName = (code: string) => BRANCHES[code] ?? code;

describe('the audit trail as sentences', () => {
  it('has a sentence for every action the trail records', () => {
    const missing = AUDIT_ACTIONS.filter((action) => !Object.hasOwn(AUDIT_SENTENCES, `auditSentence.${action}`));
    expect(missing).toEqual([]);
  });

  it.each([
    [
      { ACTION: 'access.granted', TARGET_TEXT: 'BRANCH_STAFF', AFTER: { access: 'BRANCH_STAFF', granted: true } },
      'Ana López dio a Rocío Valdez el acceso «Personal de sucursal»',
    ],
    [
      { ACTION: 'access.revoked', TARGET_TEXT: 'ADMIN', AFTER: { access: 'ADMIN', granted: false } },
      'Ana López quitó a Rocío Valdez el acceso «Administración»',
    ],
    [{ ACTION: 'account.invited', AFTER: { access: [] } }, 'Ana López invitó a Rocío Valdez con los accesos: ninguno'],
    [
      { ACTION: 'staff.moved', TARGET_TEXT: 'r@x.mx', BEFORE: { branch: 'GDL-CENTRO' }, AFTER: { branch: 'GDL-ZAPOPAN' } },
      'Ana López cambió a Rocío Valdez de la sucursal Centro a Zapopan (correo r@x.mx)',
    ],
    [
      { ACTION: 'support.noteAdded', TARGET_ORDER_ID: 42 },
      'Ana López agregó una nota interna sobre el pedido con folio 42 de Rocío Valdez',
    ],
    [{ ACTION: 'support.noteAdded' }, 'Ana López agregó una nota interna sobre Rocío Valdez'],
    [{ ACTION: 'support.orderCancelled', TARGET_ORDER_ID: 42 }, 'Ana López canceló a nombre de Rocío Valdez el pedido con folio 42'],
    [
      { ACTION: 'images.bannerAdded', TARGET_NAME: null, TARGET_TEXT: 'banner 3 (BANNER_LEFT)' },
      'Ana López agregó el banner 3 (Lateral izquierdo)',
    ],
    [{ ACTION: 'images.productPictures', TARGET_TEXT: 'producto ABC-1' }, 'Ana López cambió las imágenes del producto ABC-1'],
    [{ ACTION: 'images.backgrounds', TARGET_TEXT: 'fondos playa' }, 'Ana López cambió los fondos del tema playa'],
    [
      {
        ACTION: 'catalogue.stock.adjusted',
        TARGET_TEXT: 'GDL-CENTRO/ABC-1',
        BEFORE: { UNITS: 5 },
        AFTER: { UNITS: 8, KIND: 'ADD', CHANGE: 3 },
      },
      'Ana López ajustó las existencias de ABC-1 en Centro: de 5 a 8 piezas',
    ],
    [
      {
        ACTION: 'catalogue.category.renamed',
        TARGET_TEXT: 'PADECIMIENTO/dolor',
        BEFORE: { NAME: 'Dolor' },
        AFTER: { NAME: 'Dolor y fiebre' },
      },
      'Ana López cambió la categoría «Dolor» a «Dolor y fiebre»',
    ],
    [{ ACTION: 'catalogue.category.activated', TARGET_TEXT: 'PADECIMIENTO/dolor' }, 'Ana López activó la categoría «dolor»'],
    [{ ACTION: 'catalogue.imported', TARGET_TEXT: 'precios.xlsx' }, 'Ana López importó el archivo precios.xlsx al catálogo'],
    [{ ACTION: 'theme.saved', TARGET_TEXT: 'verano' }, 'Ana López guardó el tema verano'],
    [{ ACTION: 'sessions.closed', ACTOR_NAME: '' }, 'La persona con ID 5 cerró todas las sesiones de Rocío Valdez'],
    [{ ACTION: 'account.disabled', TARGET_NAME: '' }, 'Ana López desactivó la cuenta de la persona con ID 9'],
    [{ ACTION: 'algo.nuevo', TARGET_TEXT: 'x' }, 'Ana López: algo.nuevo · Rocío Valdez · x'],
  ] as const)('%j → %s', (facts, sentence) => {
    expect(auditSentence(entry(facts as Partial<AuditFacts>), branchName)).toBe(sentence);
  });
});
