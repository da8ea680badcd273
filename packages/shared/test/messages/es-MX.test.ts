import { describe, expect, expectTypeOf, it } from 'vitest';
import { MESSAGES, interpolate, isMessageCode, t } from '../../src/messages/es-MX';
import type { PlainMessageCode } from '../../src/messages/es-MX';
import { IDP_ERROR_CODES, idpErrorMessage } from '../../src/messages/idp-errors';

describe('docs/product.md#messages strings, word for word', () => {
  it.each([
    ['errors.unknown', 'Error desconocido'],
    ['errors.nok', 'nok'],
    ['errors.unknownRetryLater', 'Error desconocido, inténtalo de nuevo más tarde.'],
    ['errors.somethingWentWrong', 'Vaya, parece que algo salió mal'],
    ['errors.noTokenNorPhone', 'NO TOKEN NOR PHONE'],
    ['auth.signedOut', 'Has terminado tu sesion satisfactoriamente'],
    ['auth.smsCodeWrong', 'Ups al parecer el código es incorrecto, por favor verifique'],
    ['auth.operationCancelled', 'Se ha cancelado la operación'],
    ['orders.customerNotified', 'se ha notificado al cliente'],
    ['themes.saved', 'tema guardado'],
    ['themes.deleted', 'tema borrado'],
    ['app.connecting', 'Conectando...'],
    ['validation.phone', 'Número celular no valido'],
    ['themes.deleteConfirm.title', 'Confirme'],
    ['themes.deleteConfirm.message', '¿ Estas seguro de borrar ?'],
    ['themes.deleteConfirm.ok', 'Confirmar'],
    ['themes.deleteConfirm.cancel', 'Cancelar'],
    ['panel.underConstruction', 'En construcción'],
  ] as const)('%s', (code, text) => {
    expect(t(code)).toBe(text);
  });

  it('fills the folio placeholders', () => {
    expect(t('orders.notFoundForFolio', { id: 123 })).toBe('no se encontraron registros para el folio: 123');
    expect(t('orders.folio', { id: 'A-7' })).toBe('folio: A-7');
  });

  it('has the notification permission, SMS-code and console texts', () => {
    expect(t('push.permissionBlocked')).toMatch(/permiso.*bloqueado/);
    expect(t('validation.smsCodeRequired')).toMatch(/código.*SMS/);
    expect(t('notify.parameterRequired')).toBe('Notify: parameter required');
    expect(MESSAGES['notify.wrongPosition']).toContain('wrong position');
    expect(MESSAGES['notify.wrongTimeout']).toContain('wrong timeout');
    expect(MESSAGES['notify.wrongBadgePosition']).toContain('wrong badgePosition');
  });
});

describe('t and interpolate', () => {
  it('replaces every occurrence and each name separately', () => {
    expect(interpolate('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves an unfilled placeholder visible', () => {
    expect(interpolate('folio: {id}', {})).toBe('folio: {id}');
  });

  it('does not read inherited properties as params', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally, even "$&" replacement patterns', () => {
    expect(t('orders.folio', { id: '$&$1' })).toBe('folio: $&$1');
  });

  it('types params from the template', () => {
    expectTypeOf(t<'orders.folio'>).parameters.toEqualTypeOf<['orders.folio', { id: string | number }]>();
    expectTypeOf<'errors.unknown'>().toExtend<PlainMessageCode>();
    expectTypeOf<'orders.folio'>().not.toExtend<PlainMessageCode>();
  });

  it('recognises catalogue codes only', () => {
    expect(isMessageCode('errors.unknown')).toBe(true);
    expect(isMessageCode('errors.nope')).toBe(false);
    expect(isMessageCode('constructor')).toBe(false);
  });
});

describe('catalogue hygiene', () => {
  it('has no empty texts and only {word} placeholders', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(text.trim(), code).not.toBe('');
      expect(text.replace(/\{\w+\}/g, ''), code).not.toMatch(/[{}]/);
    }
  });
});

describe('identity-provider messages', () => {
  it('has a Spanish text for every code of docs/product.md#messages', () => {
    expect(IDP_ERROR_CODES).toHaveLength(13);
    for (const code of IDP_ERROR_CODES) {
      expect(isMessageCode(`idp.${code}`), code).toBe(true);
      expect(idpErrorMessage(code)).not.toBe(t('errors.somethingWentWrong'));
    }
  });

  it('gives distinct texts per code', () => {
    expect(new Set(IDP_ERROR_CODES.map(idpErrorMessage)).size).toBe(IDP_ERROR_CODES.length);
  });

  it('accepts the provider prefix', () => {
    expect(idpErrorMessage('auth/popup-blocked')).toBe(idpErrorMessage('popup-blocked'));
  });

  it('falls back to the generic sign-in failure text', () => {
    expect(idpErrorMessage('auth/something-new')).toBe('Vaya, parece que algo salió mal');
    expect(idpErrorMessage('')).toBe('Vaya, parece que algo salió mal');
  });
});
