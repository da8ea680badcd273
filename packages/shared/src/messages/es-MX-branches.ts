import { createT } from './create-t';

/**
 * Words of the branch list and branch pages, and choosing one's branch (web `branches`).
 * Keys are `<component>.<words>`.
 */
export const BRANCHES_MESSAGES = {
  'myBranch.pick': 'Elegir como mi sucursal',
  'myBranch.picked': 'Es tu sucursal',
  'branchPage.noEncontramosEsaSucursal': 'No encontramos esa sucursal',
  'branchPage.revisaLaListaDeSucursales': 'Revisa la lista de sucursales.',
  'branchPage.verTodasLasSucursales': 'Ver todas las sucursales',
  'branchPage.horarioDeLaSemana': 'Horario de la semana',
  'branchPage.verEnElMapa': 'Ver en el mapa',
  'branchPage.todasLasSucursales': 'Todas las sucursales',
  'branchesPage.sucursales': 'Sucursales',
  'branchesPage.encuentraLaSucursalMasCercana': 'Encuentra la sucursal más cercana, llámanos o consulta su horario.',
  'branchesPage.verHorarioCompleto': 'Ver horario completo',
} as const satisfies Record<string, string>;

/** `branchesT` for this feature: its own codes plus every code of MESSAGES. */
export const branchesT = createT(BRANCHES_MESSAGES);
