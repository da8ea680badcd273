import type { AilmentId, DepartmentId } from './types';

export const CATEGORY_TYPES = { DEPARTMENT: 'DEPARTAMENTO', BRAND: 'MARCA', AILMENT: 'PADECIMIENTO' } as const;

export interface DepartmentInfo {
  name: string;
  /** Icon key (Tabler icon names) the web menu maps to a glyph. */
  icon: string;
  /** SKU prefix: staff read the department straight off a SKU. */
  skuPrefix: string;
  /** Base colour of the generated packshots, so a shelf of one department looks related. */
  color: string;
  /** Used when a product line has no description of its own. */
  blurb: string;
}

export const DEPARTMENTS: Record<DepartmentId, DepartmentInfo> = {
  medicamentos: {
    name: 'Medicamentos',
    icon: 'pill',
    skuPrefix: 'MED',
    color: '#1f6fb2',
    blurb: 'Medicamento de venta libre. Lee las instrucciones del empaque y consulta a tu médico si los síntomas persisten.',
  },
  antibioticos: {
    name: 'Antibióticos',
    icon: 'vaccine-bottle',
    skuPrefix: 'ANT',
    color: '#b23a48',
    blurb:
      'Antibiótico de venta exclusiva con receta médica: adjunta la foto de la receta al pedir y entrega la original al recibir el pedido. No se automedique.',
  },
  dermocosmetica: {
    name: 'Dermocosmética',
    icon: 'droplet',
    skuPrefix: 'DER',
    color: '#8e5bb5',
    blurb: 'Cuidado dermatológico formulado para piel sensible, probado bajo control dermatológico.',
  },
  'cuidado-personal': {
    name: 'Cuidado personal',
    icon: 'bath',
    skuPrefix: 'CPE',
    color: '#15887a',
    blurb: 'Producto de higiene y cuidado personal para uso diario.',
  },
  bebes: {
    name: 'Bebés',
    icon: 'baby-carriage',
    skuPrefix: 'BEB',
    color: '#3a8fd6',
    blurb: 'Cuidado delicado para tu bebé, desarrollado para su piel y sus primeras etapas.',
  },
  'vitaminas-y-suplementos': {
    name: 'Vitaminas y suplementos',
    icon: 'leaf',
    skuPrefix: 'VIT',
    color: '#d9822b',
    blurb:
      'Suplemento alimenticio. Este producto no es un medicamento; el consumo de este producto es responsabilidad de quien lo recomienda y de quien lo usa.',
  },
  'material-de-curacion': {
    name: 'Material de curación',
    icon: 'first-aid-kit',
    skuPrefix: 'CUR',
    color: '#c0392b',
    blurb: 'Material de curación para botiquín de casa, oficina o viaje.',
  },
  'salud-sexual': {
    name: 'Salud sexual',
    icon: 'heart',
    skuPrefix: 'SEX',
    color: '#a83279',
    blurb: 'Salud sexual y reproductiva. Se entrega en empaque discreto.',
  },
  'equipo-medico': {
    name: 'Equipo médico',
    icon: 'stethoscope',
    skuPrefix: 'EQM',
    color: '#4a5a6a',
    blurb: 'Equipo médico para el cuidado de la salud en casa. Incluye instructivo en español y garantía del fabricante.',
  },
};

export interface AilmentInfo {
  name: string;
  icon: string;
  /** Sentence the product description starts with when the line has none of its own. */
  blurb: string;
}

export const AILMENTS: Record<AilmentId, AilmentInfo> = {
  'dolor-y-fiebre': {
    name: 'Dolor y fiebre',
    icon: 'temperature',
    blurb: 'Alivia el dolor de cabeza, muscular, dental y menstrual, y ayuda a bajar la fiebre.',
  },
  'gripa-y-tos': {
    name: 'Gripa y tos',
    icon: 'virus',
    blurb: 'Alivia los síntomas de la gripa y el resfriado común: congestión nasal, escurrimiento, tos y malestar general.',
  },
  alergias: {
    name: 'Alergias',
    icon: 'flower',
    blurb: 'Alivia los síntomas de la alergia: estornudos, comezón, lagrimeo y escurrimiento nasal.',
  },
  diabetes: {
    name: 'Diabetes',
    icon: 'droplet-half',
    blurb: 'Auxiliar en el control de la glucosa en personas con diabetes, bajo indicación médica.',
  },
  hipertension: {
    name: 'Hipertensión',
    icon: 'heartbeat',
    blurb: 'Auxiliar en el control de la presión arterial alta, bajo indicación médica.',
  },
  colesterol: {
    name: 'Colesterol y corazón',
    icon: 'heart-rate-monitor',
    blurb: 'Auxiliar en el control del colesterol y los triglicéridos, bajo indicación médica.',
  },
  estomago: {
    name: 'Estómago y digestión',
    icon: 'salad',
    blurb: 'Alivia las molestias digestivas: acidez, agruras, indigestión, diarrea o estreñimiento según el caso.',
  },
  piel: { name: 'Piel', icon: 'hand-stop', blurb: 'Cuida y protege la piel, y alivia irritaciones, resequedad o imperfecciones.' },
  infecciones: { name: 'Infecciones', icon: 'bacteria', blurb: 'Tratamiento de infecciones bacterianas indicado por un médico.' },
  heridas: {
    name: 'Heridas y primeros auxilios',
    icon: 'bandage',
    blurb: 'Para limpiar, proteger y cubrir heridas menores, raspones y quemaduras leves.',
  },
  'salud-bucal': { name: 'Salud bucal', icon: 'dental', blurb: 'Cuida dientes y encías y ayuda a mantener un aliento fresco.' },
  ojos: { name: 'Ojos', icon: 'eye', blurb: 'Lubrica y alivia los ojos secos, irritados o cansados.' },
  'huesos-y-articulaciones': {
    name: 'Huesos y articulaciones',
    icon: 'bone',
    blurb: 'Ayuda a mantener huesos y articulaciones sanos y alivia las molestias musculares.',
  },
  'defensas-y-energia': {
    name: 'Defensas y energía',
    icon: 'shield-heart',
    blurb: 'Ayuda a complementar la alimentación y a fortalecer las defensas y la energía del día a día.',
  },
  'salud-intima': { name: 'Salud íntima', icon: 'gender-female', blurb: 'Cuidado íntimo y salud reproductiva.' },
};

/** URL-safe id for a MARCA category: lowercase, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
