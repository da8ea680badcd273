import type { Banner, Branch, CompanyInfoResponse } from '@mostrador/shared/schemas/company';

export const COMPANY_INFO: CompanyInfoResponse = {
  ok: true,
  company: {
    NAME: 'Farmacias Prueba',
    THEME: 'default',
    LOGO: 'company/logo.webp',
    SLOGAN: 'Tu salud, a domicilio',
    PHONE: '3312345678',
    EMAIL: 'hola@prueba.mx',
    DEFAULT_BRANCH: 'GDL-CENTRO',
    PRIVACY_NOTICE_URL: 'https://prueba.mx/privacidad',
    TERMS_URL: 'https://prueba.mx/terminos',
  },
  theme: { THEME: 'default', MODE: '{"dark":false}', FOLDER: '' },
  img_url: '/media',
};

export function banner(ID: number, TYPE: Banner['TYPE'], POSITION = ID): Banner {
  return { ID, TYPE, IMAGE: `banners/${TYPE}-${ID}.webp`, TITLE: `${TYPE} ${ID}`, LINK: '', POSITION };
}

export const BANNERS = {
  SCREEN_AD: [] as Banner[],
  BANNER_LEFT: [banner(10, 'BANNER_LEFT')],
  BANNER_RIGHT: [banner(11, 'BANNER_RIGHT')],
  BANNER_TOP_MD: [banner(1, 'BANNER_TOP_MD')],
  BANNER_TOP_LG: [banner(2, 'BANNER_TOP_LG')],
  BANNER_TOP_XL: [banner(3, 'BANNER_TOP_XL')],
};

export const BRANCH: Branch = {
  BRANCH: 'GDL-CENTRO',
  NAME: 'Sucursal Centro',
  ADDRESS: 'Av. Juárez 100',
  COLONIA: 'Centro',
  CITY: 'Guadalajara',
  STATE: 'Jalisco',
  POSTAL_CODE: '44100',
  PHONE: '3311112222',
  LAT: 20.67,
  LNG: -103.35,
  HOURS: [0, 1, 2, 3, 4, 5, 6].map((DAY) => ({ DAY, OPEN: '08:00', CLOSE: '22:00' })),
  POSTAL_CODES: ['44100'],
  IS_DEFAULT: true,
};

export const USER = { ID: 7, NAME: 'Ana López', PHONE: '3311112222', EMAIL: '', BIRTH: '', SEX: '' };

export function address(ID: number, IS_DEFAULT = false) {
  return {
    ID,
    ALIAS: `Dirección ${ID}`,
    CALLE: 'Calle Pedro Moreno',
    NUMERO_EXTERIOR: '1320',
    NUMERO_INTERIOR: '',
    COLONIA: 'Americana',
    CODIGO_POSTAL: '44160',
    MUNICIPIO: 'Guadalajara',
    ESTADO: 'Jalisco',
    REFERENCIAS: '',
    IS_DEFAULT,
  };
}
