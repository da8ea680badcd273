import type { AilmentId, DepartmentId, PackShape } from './types';

/**
 * Building blocks for the synthetic benchmark catalogue (`npm run seed:bulk`). Products are
 * combinations (ingredient × strength × pack size × maker), each one a thing a pharmacy could
 * plausibly stock; past the number of distinct combinations names repeat under new SKUs, as the
 * same item bought from several distributors would.
 */
export interface BulkFamily {
  department: DepartmentId;
  ailment: AilmentId | '';
  /** What goes first in the name (an active ingredient or a product type) with its real strengths or variants. */
  bases: readonly (readonly [base: string, strengths: readonly string[]])[];
  /** Pack description; `{n}` is replaced by a count from `counts`. */
  packs: readonly string[];
  counts: readonly number[];
  makers: readonly string[];
  /** Price of the smallest pack in MXN; bigger packs and brands cost more. */
  basePrice: number;
  shape: PackShape;
  requiresPrescription?: boolean;
}

const GENERIC_LABS = [
  'Ultra',
  'Kener',
  'Psicofarma',
  'Sandoz',
  'Pisa',
  'Landsteiner',
  'Silanes',
  'Liomont',
  'Senosiain',
  'Sanfer',
  'Bruluart',
  'Amsa',
  'Alpharma',
  'Collins',
  'Apotex',
  'Mavi',
] as const;

const SKIN = ['piel seca', 'piel grasa', 'piel sensible', 'piel mixta'];
const SCENTS = ['original', 'avena', 'menta', 'sábila', 'coco', 'sin aroma'];
const DIAPERS = ['hipoalergénicos', 'unisex', 'noche'];
const DRESSINGS = ['5 cm', '10 cm', 'tela', 'transparente'];

// prettier-ignore
export const BULK_FAMILIES: readonly BulkFamily[] = [
  { department: 'medicamentos', ailment: 'dolor-y-fiebre', bases: [['Paracetamol', ['500 mg', '750 mg']], ['Ibuprofeno', ['200 mg', '400 mg', '600 mg', '800 mg']], ['Naproxeno', ['250 mg', '500 mg']], ['Ketorolaco', ['10 mg', '20 mg']], ['Metamizol', ['500 mg']], ['Diclofenaco', ['50 mg', '100 mg']], ['Meloxicam', ['7.5 mg', '15 mg']], ['Celecoxib', ['100 mg', '200 mg']]], packs: ['{n} tabletas', '{n} cápsulas'], counts: [10, 12, 20, 24, 30], makers: GENERIC_LABS, basePrice: 18, shape: 'box' },
  { department: 'medicamentos', ailment: 'gripa-y-tos', bases: [['Ambroxol', ['15 mg/5 ml', '30 mg/5 ml']], ['Dextrometorfano', ['15 mg/5 ml']], ['Guaifenesina', ['100 mg/5 ml', '200 mg/5 ml']], ['Bromhexina', ['4 mg/5 ml', '8 mg/5 ml']]], packs: ['jarabe {n} ml'], counts: [60, 100, 120, 150], makers: GENERIC_LABS, basePrice: 32, shape: 'bottle' },
  { department: 'medicamentos', ailment: 'alergias', bases: [['Loratadina', ['10 mg']], ['Cetirizina', ['10 mg']], ['Desloratadina', ['5 mg']], ['Fexofenadina', ['120 mg', '180 mg']], ['Clorfenamina', ['4 mg']], ['Levocetirizina', ['5 mg']]], packs: ['{n} tabletas'], counts: [10, 20, 30], makers: GENERIC_LABS, basePrice: 24, shape: 'box' },
  { department: 'medicamentos', ailment: 'estomago', bases: [['Omeprazol', ['20 mg', '40 mg']], ['Pantoprazol', ['20 mg', '40 mg']], ['Esomeprazol', ['20 mg', '40 mg']], ['Loperamida', ['2 mg']], ['Butilhioscina', ['10 mg']], ['Metoclopramida', ['10 mg']], ['Lansoprazol', ['15 mg', '30 mg']]], packs: ['{n} cápsulas', '{n} tabletas'], counts: [7, 14, 28, 30], makers: GENERIC_LABS, basePrice: 26, shape: 'box' },
  { department: 'medicamentos', ailment: 'diabetes', bases: [['Metformina', ['500 mg', '850 mg', '1 g']], ['Glibenclamida', ['5 mg']], ['Glimepirida', ['2 mg', '4 mg']], ['Pioglitazona', ['15 mg', '30 mg']], ['Sitagliptina', ['50 mg', '100 mg']]], packs: ['{n} tabletas'], counts: [15, 28, 30, 60], makers: GENERIC_LABS, basePrice: 29, shape: 'box' },
  { department: 'medicamentos', ailment: 'hipertension', bases: [['Losartán', ['50 mg', '100 mg']], ['Enalapril', ['5 mg', '10 mg', '20 mg']], ['Captopril', ['25 mg', '50 mg']], ['Amlodipino', ['5 mg', '10 mg']], ['Telmisartán', ['40 mg', '80 mg']], ['Valsartán', ['80 mg', '160 mg']], ['Metoprolol', ['50 mg', '100 mg']], ['Nifedipino', ['30 mg', '60 mg']]], packs: ['{n} tabletas'], counts: [15, 20, 30, 60], makers: GENERIC_LABS, basePrice: 33, shape: 'box' },
  { department: 'medicamentos', ailment: 'colesterol', bases: [['Atorvastatina', ['10 mg', '20 mg', '40 mg', '80 mg']], ['Rosuvastatina', ['10 mg', '20 mg']], ['Simvastatina', ['20 mg', '40 mg']], ['Pravastatina', ['10 mg', '20 mg']], ['Bezafibrato', ['200 mg']], ['Ezetimiba', ['10 mg']]], packs: ['{n} tabletas'], counts: [14, 28, 30], makers: GENERIC_LABS, basePrice: 45, shape: 'box' },
  { department: 'antibioticos', ailment: 'infecciones', bases: [['Amoxicilina', ['500 mg', '875 mg']], ['Azitromicina', ['500 mg']], ['Ciprofloxacino', ['250 mg', '500 mg']], ['Cefalexina', ['500 mg']], ['Claritromicina', ['250 mg', '500 mg']], ['Doxiciclina', ['100 mg']], ['Clindamicina', ['300 mg']], ['Levofloxacino', ['500 mg', '750 mg']]], packs: ['{n} cápsulas', '{n} tabletas'], counts: [3, 7, 10, 12, 14, 20], makers: GENERIC_LABS, basePrice: 45, shape: 'box', requiresPrescription: true },
  { department: 'dermocosmetica', ailment: 'piel', bases: [['Crema hidratante', SKIN], ['Gel limpiador', SKIN], ['Protector solar FPS 50', SKIN], ['Agua micelar', SKIN], ['Sérum de ácido hialurónico', SKIN], ['Crema reparadora', SKIN]], packs: ['{n} ml'], counts: [30, 50, 200, 400], makers: ['Cetaphil', 'Eucerin', 'La Roche-Posay', 'CeraVe', 'Avène', 'Bioderma', 'Neutrogena', 'ISDIN'], basePrice: 189, shape: 'tube' },
  { department: 'cuidado-personal', ailment: '', bases: [['Shampoo', SCENTS], ['Acondicionador', SCENTS], ['Jabón líquido', SCENTS], ['Crema corporal', SCENTS], ['Enjuague bucal', ['menta', 'hierbabuena', 'sin alcohol']], ['Pasta dental', ['menta', 'blanqueadora', 'encías sensibles']]], packs: ['{n} ml'], counts: [100, 150, 250, 400, 750], makers: ['Nivea', 'Dove', 'Colgate', 'Listerine', 'Head & Shoulders', 'Grisi', 'Hinds', 'Lubriderm'], basePrice: 39, shape: 'bottle' },
  { department: 'bebes', ailment: '', bases: [['Pañales Etapa 1', DIAPERS], ['Pañales Etapa 2', DIAPERS], ['Pañales Etapa 3', DIAPERS], ['Pañales Etapa 4', DIAPERS], ['Pañales Etapa 5', DIAPERS], ['Toallitas húmedas', ['sin aroma', 'aloe vera', 'manzanilla']]], packs: ['{n} piezas'], counts: [20, 40, 52, 80], makers: ['Huggies', 'Pampers', 'KleenBebé', 'Chicolastic'], basePrice: 59, shape: 'pack' },
  { department: 'vitaminas-y-suplementos', ailment: 'defensas-y-energia', bases: [['Vitamina C', ['500 mg', '1 g']], ['Vitamina D3', ['1000 UI', '2000 UI', '5000 UI']], ['Complejo B', ['forte']], ['Zinc', ['25 mg', '50 mg']], ['Magnesio', ['250 mg', '400 mg']], ['Omega 3', ['1000 mg']], ['Hierro', ['30 mg', '60 mg']]], packs: ['{n} tabletas', '{n} cápsulas'], counts: [20, 30, 60, 90], makers: ['Silanes', 'Sanfer', 'Kener', 'Ultra', 'Alpharma', 'Pisa'], basePrice: 49, shape: 'bottle' },
  { department: 'material-de-curacion', ailment: 'heridas', bases: [['Gasas estériles', ['5 x 5 cm', '10 x 10 cm']], ['Venda elástica', ['5 cm', '10 cm', '15 cm']], ['Cinta microporosa', ['1.25 cm', '2.5 cm', '5 cm']], ['Apósito adhesivo', DRESSINGS], ['Curitas', DRESSINGS]], packs: ['{n} piezas'], counts: [10, 20, 30, 50], makers: ['Jaloma', 'Nexcare', 'Band-Aid', 'Ambiderm'], basePrice: 29, shape: 'box' },
];
