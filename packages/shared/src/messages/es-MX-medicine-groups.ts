import { createT } from './create-t';

/**
 * Medicine groups of the Ley General de Salud art. 226 (issue 34, «En el catálogo»): the
 * product page's badges, the «Solo en sucursal» notices, the editor's and the import's words and
 * the server's refusals. Lazy: product page, cart, back office.
 */
export const MEDICINE_GROUPS_MESSAGES = {
  'mg.group.none': 'No es medicamento',
  'mg.group.1': 'Grupo I',
  'mg.group.2': 'Grupo II',
  'mg.group.3': 'Grupo III',
  'mg.group.4': 'Grupo IV',
  'mg.group.5': 'Grupo V',
  'mg.group.6': 'Grupo VI',

  'mg.badge.prescription': 'Requiere receta',
  'mg.badge.antibiotic': 'Antibiótico: la receta se retiene',
  'mg.badge.branchOnly': 'Solo en sucursal',

  'mg.branchOnly.title': 'Solo en sucursal',
  'mg.branchOnly.body': 'Este medicamento (grupo {group}) solo se vende en sucursal con la receta original, que la farmacia retiene.',
  'mg.branchOnly.yours': 'Tu sucursal',
  'mg.branchOnly.list': 'Nuestras sucursales',
  'mg.branchOnly.hours': 'Horario: {hours}',
  'mg.branchOnly.cartLine': 'Solo en sucursal: quítalo del carrito para pedir en línea',
  'mg.branchOnly.cartNotice': 'Tu carrito lleva medicamentos que solo se venden en sucursal; quítalos para continuar.',

  // Server refusals (409).
  'mg.refuse.add': '«{name}» solo se vende en sucursal con la receta original (grupo {group}); no se puede pedir en línea',
  'mg.refuse.checkout':
    'Estos medicamentos solo se venden en sucursal con la receta original: {names}. Quítalos del carrito para continuar.',
  'mg.refuse.antibioticNeedsGroup': 'Un antibiótico es un medicamento: elige su grupo (I a VI)',
  'mg.refuse.groupFormat': 'El grupo debe ser I, II, III, IV, V o VI (o 1 a 6), o vacío si no es medicamento',

  // Back office editor.
  'mg.ui.group': 'Grupo (Ley General de Salud)',
  'mg.ui.antibiotic': 'Antibiótico (la receta se retiene y se registra)',
  'mg.ui.prescriptionForced': 'Los grupos I a IV y los antibióticos siempre requieren receta',
} as const;

export type MedicineGroupsMessageKey = keyof typeof MEDICINE_GROUPS_MESSAGES;
export const medicineGroupsT = createT(MEDICINE_GROUPS_MESSAGES);
