import { DEFAULT_THEME_NAME } from './themes';

export const COMPANY = {
  name: 'Farmacias Mostrador',
  slogan: 'Tu farmacia de confianza, hasta la puerta de tu casa',
  phone: '3338801234',
  email: 'contacto@farmaciasmostrador.mx',
  theme: DEFAULT_THEME_NAME,
  logo: 'company/logo.webp',
} as const;
