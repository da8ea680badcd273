import type { Address } from '@mostrador/shared/schemas/customer';

type AddressText = Pick<Address, 'CALLE' | 'NUMERO_EXTERIOR' | 'NUMERO_INTERIOR' | 'COLONIA' | 'CODIGO_POSTAL' | 'MUNICIPIO' | 'ESTADO'>;

/** "Av. Vallarta 1200 int. 4, Americana, C.P. 44160, Guadalajara, Jalisco" */
export function formatAddress(a: AddressText): string {
  const street = `${a.CALLE} ${a.NUMERO_EXTERIOR}${a.NUMERO_INTERIOR ? ` int. ${a.NUMERO_INTERIOR}` : ''}`;
  return [street, a.COLONIA, `C.P. ${a.CODIGO_POSTAL}`, a.MUNICIPIO, a.ESTADO].join(', ');
}
