import type { Address, AddressFields, User } from '@mostrador/shared/schemas/customer';
import type { AccountRow, AddressRow, AddressValues } from './repository';

export const presentUser = (a: AccountRow): User => ({
  ID: a.id,
  NAME: a.name,
  PHONE: a.phone,
  EMAIL: a.email,
  BIRTH: a.birth ?? '',
  SEX: a.sex,
});

export const presentAddress = (a: AddressRow): Address => ({
  ID: a.id,
  ALIAS: a.alias,
  CALLE: a.calle,
  NUMERO_EXTERIOR: a.numeroExterior,
  NUMERO_INTERIOR: a.numeroInterior,
  COLONIA: a.colonia,
  CODIGO_POSTAL: a.codigoPostal,
  MUNICIPIO: a.municipio,
  ESTADO: a.estado,
  REFERENCIAS: a.referencias,
  IS_DEFAULT: a.isDefault,
});

export const addressValues = (f: AddressFields): AddressValues => ({
  alias: f.ALIAS,
  calle: f.CALLE,
  numeroExterior: f.NUMERO_EXTERIOR,
  numeroInterior: f.NUMERO_INTERIOR,
  colonia: f.COLONIA,
  codigoPostal: f.CODIGO_POSTAL,
  municipio: f.MUNICIPIO,
  estado: f.ESTADO,
  referencias: f.REFERENCIAS,
  isDefault: f.IS_DEFAULT,
});
