/** Account data, password change and Mexican delivery addresses (docs/product.md#account-and-addresses). */
import * as z from 'zod/mini';
import { MAX_ADDRESSES, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { MEXICAN_STATES } from '../constants/mexican-states';
import { t } from '../messages/es-MX';
import { isEmail } from '../validation/patterns';
import { described, NameSchema, OkSchema, PhoneSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, t('validation.required')), z.maxLength(max));

export const UserSchema = z.object({
  ID: z.int(),
  NAME: z.string(),
  PHONE: z.string(),
  EMAIL: z.string(),
  BIRTH: described(z.string(), 'YYYY-MM-DD, o vacío'),
  SEX: described(z.string(), "'F', 'M' o vacío"),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ ok: OkSchema, user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const AddressSchema = z.object({
  ID: z.int(),
  ALIAS: z.string(),
  CALLE: z.string(),
  NUMERO_EXTERIOR: z.string(),
  NUMERO_INTERIOR: z.string(),
  COLONIA: z.string(),
  CODIGO_POSTAL: z.string(),
  MUNICIPIO: described(z.string(), 'Municipio o alcaldía'),
  ESTADO: z.string(),
  REFERENCIAS: z.string(),
  IS_DEFAULT: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The editable fields; the form and the server validate with this same schema. */
export const AddressFieldsSchema = z.object({
  ALIAS: requiredText(40),
  CALLE: requiredText(120),
  NUMERO_EXTERIOR: requiredText(20),
  NUMERO_INTERIOR: z._default(text(20), ''),
  COLONIA: requiredText(80),
  CODIGO_POSTAL: z.string().check(z.trim(), z.regex(/^\d{5}$/, t('validation.postalCode'))),
  MUNICIPIO: requiredText(80),
  ESTADO: z.enum(MEXICAN_STATES, t('validation.state')),
  REFERENCIAS: z._default(text(300), ''),
  IS_DEFAULT: z._default(z.boolean(), false),
});
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

export const AddressesListRequestSchema = z.object({ token: SessionTokenSchema });
export const AddressSaveRequestSchema = z.extend(AddressFieldsSchema, {
  token: SessionTokenSchema,
  ID: described(z.optional(dbId()), 'Sin ID se agrega una dirección; con ID se edita'),
});
export type AddressSaveRequest = z.infer<typeof AddressSaveRequestSchema>;
export const AddressIdRequestSchema = z.object({ token: SessionTokenSchema, ID: dbId() });
export const AddressesResponseSchema = z.object({
  ok: OkSchema,
  user_addresses: described(
    z.array(AddressSchema),
    `Todas las direcciones del cliente (máximo ${MAX_ADDRESSES}), la predeterminada primero`,
  ),
});
export type AddressesResponse = z.infer<typeof AddressesResponseSchema>;

export const SEXES = ['F', 'M', ''] as const;
const BIRTH = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

export const UpdateAccountRequestSchema = z.object({
  NAME: NameSchema,
  EMAIL: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(254),
      z.refine((v) => v === '' || isEmail(v), t('validation.email')),
    ),
    '',
  ),
  BIRTH: described(
    z._default(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || BIRTH.test(v), t('validation.birth')),
      ),
      '',
    ),
    'YYYY-MM-DD (o YYYY/MM/DD), o vacío',
  ),
  SEX: z._default(z.enum(SEXES, t('validation.sex')), ''),
  PHONE: PhoneSchema,
  token: SessionTokenSchema,
});
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

export const UpdatePasswordRequestSchema = z.object({
  PHONE: PhoneSchema,
  PASSWORD: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }))),
  CURRENT_PASSWORD: described(
    z.string().check(z.minLength(1, t('validation.required')), z.maxLength(PASSWORD_MAX_LENGTH)),
    'La contraseña actual',
  ),
  token: SessionTokenSchema,
});
