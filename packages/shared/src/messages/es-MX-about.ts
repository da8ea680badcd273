import { createT } from './create-t';

/**
 * Words of the about page (web `about`).
 * Keys are `<component>.<words>`.
 */
export const ABOUT_MESSAGES = {
  'aboutPage.logo': 'Logotipo de {name}',
  'aboutPage.acercaDe': 'Acerca de',
  'aboutPage.somosUnaCadenaDeFarmacias':
    'Somos una cadena de farmacias con varias sucursales. Pide en línea tus medicamentos y productos de cuidado personal y te los llevamos a domicilio desde la sucursal más cercana.',
  'aboutPage.contacto': 'Contacto',
  'aboutPage.nuestrasSucursales': 'Nuestras sucursales',
  'aboutPage.informacionLegal': 'Información legal',
  'aboutPage.avisoDePrivacidad': 'Aviso de privacidad',
  'aboutPage.terminosYCondiciones': 'Términos y condiciones',
} as const satisfies Record<string, string>;

/** `aboutT` for this feature: its own codes plus every code of MESSAGES. */
export const aboutT = createT(ABOUT_MESSAGES);
