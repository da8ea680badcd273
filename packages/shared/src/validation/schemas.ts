/**
 * Zod versions of the form rules, for react-hook-form (via @hookform/resolvers) and for the
 * server's request schemas, so both reject the same input with the same Spanish words.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SMS_CODE_MAX_LENGTH } from '../constants/limits';
import type { PlainMessageCode } from '../messages/es-MX';
import { t } from '../messages/es-MX';
import * as p from './patterns';
import { unmask } from './masks';

/** A string whose invalid-type error (undefined, a number…) is the required-field message. */
const text = () => z.string({ error: t('validation.required') });
const matching = (test: (value: string) => boolean, code: PlainMessageCode) => text().refine(test, t(code));

export const RequiredStringSchema = text().refine((v) => !p.isEmpty(v), t('validation.required'));
export const DateSchema = matching(p.isDate, 'validation.date');
export const IsoDaySchema = matching(p.isIsoDay, 'validation.isoDay');
export const TimeSchema = matching(p.isTime, 'validation.time');
export const FulltimeSchema = matching(p.isFulltime, 'validation.fulltime');
export const EmailSchema = matching(p.isEmail, 'validation.email');
export const HexColorSchema = matching(p.isHexColor, 'validation.hexColor');
export const RgbColorSchema = matching(p.isRgbColor, 'validation.rgbColor');
export const RgbaColorSchema = matching(p.isRgbaColor, 'validation.rgbaColor');
export const AnyColorSchema = matching(p.isAnyColor, 'validation.anyColor');

/** The wire's PHONE: exactly ten digits, no punctuation. */
export const PhoneSchema = text().regex(/^\d{10}$/, t('validation.phone'));
/** A phone field that may hold the masked form "(331) 111 - 2222"; parses to ten digits. */
export const PhoneInputSchema = matching(p.isPhone10, 'validation.phone').transform(unmask);

export const SmsCodeSchema = z
  .string({ error: t('validation.smsCodeRequired') })
  .trim()
  .min(1, t('validation.smsCodeRequired'))
  .max(SMS_CODE_MAX_LENGTH, t('validation.smsCodeTooLong', { max: SMS_CODE_MAX_LENGTH }));

export const PasswordSchema = text().min(PASSWORD_MIN_LENGTH, t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
