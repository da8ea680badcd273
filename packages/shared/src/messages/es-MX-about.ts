import { createT } from './create-t';

/**
 * Screen texts of the about, branches and themes screens (lazy routes).
 * Words a person sees, copied as the screens showed them; keys are `<component>.<words>`.
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

  'branchPage.noEncontramosEsaSucursal': 'No encontramos esa sucursal',
  'branchPage.revisaLaListaDeSucursales': 'Revisa la lista de sucursales.',
  'branchPage.verTodasLasSucursales': 'Ver todas las sucursales',
  'branchPage.horarioDeLaSemana': 'Horario de la semana',
  'branchPage.verEnElMapa': 'Ver en el mapa',
  'branchPage.todasLasSucursales': 'Todas las sucursales',

  'branchesPage.sucursales': 'Sucursales',
  'branchesPage.encuentraLaSucursalMasCercana': 'Encuentra la sucursal más cercana, llámanos o consulta su horario.',
  'branchesPage.verHorarioCompleto': 'Ver horario completo',

  'themesPage.temas': 'Temas',
  'themesPage.eligeComoSeVeLa': 'Elige cómo se ve la tienda. «Tema de la empresa» sigue el tema que la empresa tenga configurado.',
  'themesPage.temasDisponibles': 'Temas disponibles',
  'themesPage.cargandoTemas': 'Cargando temas',
  'themesPage.noHayTemas': 'No hay temas',
  'themesPage.aunNoSeHaGuardado': 'Aún no se ha guardado ningún tema.',
  'themesPage.oscuro': 'Oscuro',
  'themesPage.claro': 'Claro',
  'themesPage.backgrounds': ' · fondos: {folder}',
  'themesPage.enUso': 'En uso',
  'themesPage.usarEsteTema': 'Usar este tema',
} as const satisfies Record<string, string>;

/** `t` for this area: its own codes plus every code of MESSAGES. */
export const t = createT(ABOUT_MESSAGES);
