import type { AppConfig } from './config';

/**
 * What the operator must know when the server starts (logged as warnings by server.ts): demo mode
 * runs with public passwords and stand-ins that anyone who reaches it can use, and production
 * without GOOGLE_ALLOWED_DOMAIN lets any Google account that matches a staff e-mail sign in.
 */
export function startupNotices(config: AppConfig): string[] {
  const notices: string[] = [];
  if (config.mode === 'demo') {
    const where =
      config.host === '127.0.0.1' || config.host === '::1' || config.host === 'localhost'
        ? `solo en este equipo (${config.host}; HOST lo cambia)`
        : `en ${config.host}: cualquiera en la red puede entrar`;
    notices.push(
      `Modo demostración, escuchando ${where}. Las contraseñas de demostración son públicas (README), ` +
        'los códigos SMS van a la bandeja de salida de demostración (/api/dev/sms-outbox) y el inicio de sesión con Google es un simulador local. ' +
        'No lo expongas a internet.',
    );
  }
  if (config.mode === 'production' && !config.google.allowedDomain) {
    notices.push(
      'GOOGLE_ALLOWED_DOMAIN no está definido: cualquier cuenta de Google cuyo correo coincida con el de una sucursal puede entrar; define el dominio de la empresa.',
    );
  }
  return notices;
}
