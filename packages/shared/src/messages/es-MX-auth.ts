import { createT } from './create-t';

/**
 * Words of sign-in, registration, password recovery and the SMS code (web `auth`).
 * Keys are `<component>.<words>`.
 */
export const AUTH_MESSAGES = {
  'authLinks.yaTienesCuentaIniciaSesion': '¿Ya tienes cuenta? Inicia sesión',
  'authLinks.aunNoTienesCuentaRegistrate': '¿Aún no tienes cuenta? Regístrate',
  'authLinks.olvideMiContrasena': 'Olvidé mi contraseña',
  'authLinks.accesoParaSucursales': 'Acceso para sucursales',
  'authLinks.otrasOpcionesDeAcceso': 'Otras opciones de acceso',
  'phonePasswordForm.nombreCompleto': 'Nombre completo',
  'phonePasswordForm.confirmaLaContrasena': 'Confirma la contraseña',
  'phonePasswordForm.enviandoCodigo': 'Enviando código...',
  'smsCodeModal.codigo': 'Código',
  'loginPage.iniciarSesion': 'Iniciar sesión',
  'loginPage.contrasena': 'Contraseña',
  'loginPage.entrar': 'Entrar',
  'loginPage.entrando': 'Entrando...',
  'recoverPasswordPage.recuperarContrasena': 'Recuperar contraseña',
  'recoverPasswordPage.escribeTuNumeroCelularY':
    'Escribe tu número celular y tu nueva contraseña; te enviaremos un código por SMS para confirmar que eres tú.',
  'recoverPasswordPage.enviarCodigo': 'Enviar código',
  'recoverPasswordPage.nuevaContrasena': 'Nueva contraseña',
  'registerPage.crearCuenta': 'Crear cuenta',
  'registerPage.teEnviaremosUnCodigoPor': 'Te enviaremos un código por SMS para confirmar tu número celular.',
  'registerPage.contrasena': 'Contraseña',
} as const satisfies Record<string, string>;

/** `authT` for this feature: its own codes plus every code of MESSAGES. */
export const authT = createT(AUTH_MESSAGES);
