/**
 * Form rules in Quasar's style (docs/product.md#validation-rules): each takes the field's value and returns `true` or the
 * Spanish message to show. A list of rules stops at the first message.
 */
import { PASSWORD_MIN_LENGTH, SMS_CODE_MAX_LENGTH } from '../constants/limits';
import type { PlainMessageCode } from '../messages/es-MX';
import { t } from '../messages/es-MX';
import * as p from './patterns';

export type RuleResult = true | string;
export type Rule = (value: unknown) => RuleResult;

/** When rules run: `true` after first blur, `false` on every change, 'ondemand' only when asked. */
export const LAZY_RULES = [true, false, 'ondemand'] as const;
export type LazyRule = (typeof LAZY_RULES)[number];

export function isLazyRule(value: unknown): value is LazyRule {
  return (LAZY_RULES as readonly unknown[]).includes(value);
}

const rule =
  (test: (value: unknown) => boolean, code: PlainMessageCode): Rule =>
  (value) =>
    test(value) || t(code);

export const required: Rule = (value) => !p.isEmpty(value) || t('validation.required');
export const date = rule(p.isDate, 'validation.date');
export const isoDay = rule(p.isIsoDay, 'validation.isoDay');
export const time = rule(p.isTime, 'validation.time');
export const fulltime = rule(p.isFulltime, 'validation.fulltime');
export const email = rule(p.isEmail, 'validation.email');
export const hexColor = rule(p.isHexColor, 'validation.hexColor');
export const rgbColor = rule(p.isRgbColor, 'validation.rgbColor');
export const rgbaColor = rule(p.isRgbaColor, 'validation.rgbaColor');
export const anyColor = rule(p.isAnyColor, 'validation.anyColor');
export const phone10 = rule(p.isPhone10, 'validation.phone');

/** Non-empty (docs/product.md#sign-in-and-phone-verification: the modal asks for the SMS code) and no longer than the input allows. */
export const smsCode: Rule = (value) => {
  if (p.isEmpty(value) || typeof value !== 'string') return t('validation.smsCodeRequired');
  return value.trim().length <= SMS_CODE_MAX_LENGTH || t('validation.smsCodeTooLong', { max: SMS_CODE_MAX_LENGTH });
};

export const password: Rule = (value) =>
  (typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH) || t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });

/** For optional fields: an empty value passes, anything typed must satisfy `inner`. */
export const optional =
  (inner: Rule): Rule =>
  (value) =>
    p.isEmpty(value) || inner(value);

/** Runs rules in order and returns the first message, as a form field shows one at a time. */
export function validate(value: unknown, rules: readonly Rule[]): RuleResult {
  for (const check of rules) {
    const result = check(value);
    if (result !== true) return result;
  }
  return true;
}
