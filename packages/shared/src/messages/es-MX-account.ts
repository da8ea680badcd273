import { createT } from './create-t';

/**
 * Screen texts of the account, addresses, sign-in, registration and recovery screens (lazy routes).
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
 */
export const ACCOUNT_MESSAGES = {
  'accountConfigPage.misDatos': 'Mis datos',
  'accountConfigPage.numeroCelular': 'Número celular:',
  'accountConfigPage.conElIniciasSesion': '(con él inicias sesión)',
  'accountConfigPage.cambiarContrasena': 'Cambiar contraseña',
  'accountConfigPage.alCambiarlaCerraremosTuSesion': 'Al cambiarla cerraremos tu sesión en los demás dispositivos.',

  'addressesPage.misDirecciones': 'Mis direcciones',
  'addressesPage.agregarDireccion': 'Agregar dirección',
  'addressesPage.entregamosADomicilioLaSucursal': 'Entregamos a domicilio; la sucursal que te surte depende del código postal.',
  'addressesPage.cargandoTusDirecciones': 'Cargando tus direcciones...',
  'addressesPage.noPudimosCargarTusDirecciones': 'No pudimos cargar tus direcciones',
  'addressesPage.reintentar': 'Reintentar',
  'addressesPage.aunNoTienesDirecciones': 'Aún no tienes direcciones',
  'addressesPage.agregaUnaParaRecibirTus': 'Agrega una para recibir tus pedidos en casa o en la oficina.',
  'addressesPage.direccionesGuardadas': 'Direcciones guardadas',
  'addressesPage.eliminarLaDireccionAlias': '¿Eliminar la dirección «{alias}»?',
  'addressesPage.eliminar': 'Eliminar',

  'addressCard.interior': ', int. {numeroInterior}',
  'addressCard.predeterminada': 'Predeterminada',
  'addressCard.col': 'Col.',
  'addressCard.postalCode': ', C.P.',
  'addressCard.referencias': 'Referencias:',
  'addressCard.editar': 'Editar',
  'addressCard.hacerPredeterminada': 'Hacer predeterminada',
  'addressCard.eliminar': 'Eliminar',
  'addressCard.editAlias': 'Editar {alias}',
  'addressCard.deleteAlias': 'Eliminar {alias}',

  'changePasswordForm.cambiarContrasena': 'Cambiar contraseña',
  'changePasswordForm.cambiando': 'Cambiando...',
  'changePasswordForm.contrasenaActual': 'Contraseña actual',
  'changePasswordForm.nuevaContrasena': 'Nueva contraseña',
  'changePasswordForm.confirmaLaNuevaContrasena': 'Confirma la nueva contraseña',

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

  'accountForm.prefieroNoDecirlo': 'Prefiero no decirlo',
  'accountForm.femenino': 'Femenino',
  'accountForm.masculino': 'Masculino',
  'accountForm.misDatos': 'Mis datos',
  'accountForm.nombreCompleto': 'Nombre completo',
  'accountForm.correoElectronicoOpcional': 'Correo electrónico (opcional)',
  'accountForm.fechaDeNacimientoOpcional': 'Fecha de nacimiento (opcional)',
  'accountForm.aaaaMmDd': 'AAAA/MM/DD',
  'accountForm.ddMmAaaa': 'DD/MM/AAAA',
  'accountForm.birthInvalid': 'Fecha de nacimiento no válida; usa DD/MM/AAAA',
  'accountForm.sexo': 'Sexo',
  'accountForm.guardando': 'Guardando...',
  'accountForm.guardarMisDatos': 'Guardar mis datos',

  'addressForm.editarDireccion': 'Editar dirección',
  'addressForm.nuevaDireccion': 'Nueva dirección',
  'addressForm.nombreDeLaDireccionCasa': 'Nombre de la dirección (Casa, Oficina…)',
  'addressForm.calle': 'Calle',
  'addressForm.numeroExterior': 'Número exterior',
  'addressForm.numeroInterior': 'Número interior',
  'addressForm.colonia': 'Colonia',
  'addressForm.codigoPostal': 'Código postal',
  'addressForm.municipioOAlcaldia': 'Municipio o alcaldía',
  'addressForm.estado': 'Estado',
  'addressForm.referenciasParaEncontrarElDomicilio': 'Referencias para encontrar el domicilio',
  'addressForm.usarComoDireccionPredeterminada': 'Usar como dirección predeterminada',
  'addressForm.cancelar': 'Cancelar',
  'addressForm.optional': '{label} (opcional)',
  'addressForm.guardando': 'Guardando...',
  'addressForm.guardarDireccion': 'Guardar dirección',

  'passwordField.ocultarContrasena': 'Ocultar contraseña',
  'passwordField.mostrarContrasena': 'Mostrar contraseña',
  'passwordField.requisitosDeLaContrasena': 'Requisitos de la contraseña',
  // The leading space keeps the state apart from the rule for screen readers.
  'passwordField.ruleMet': ' (cumplido)',
  'passwordField.rulePending': ' (pendiente)',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const t = createT(ACCOUNT_MESSAGES);
