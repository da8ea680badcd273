import type { DepartmentProducts } from './types';

// Vitamins, supplements and nutrition drinks.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const VITAMINS: DepartmentProducts = {
  department: 'vitaminas-y-suplementos',
  rows: [
    ['Centrum Adulto 100 tabletas', 'Frasco con 100 tabletas', 'Centrum', 'Haleon', 'Multivitamínico y minerales', 579, 'defensas-y-energia', 'f 2 10%'],
    ['Centrum Mujer 60 tabletas', 'Frasco con 60 tabletas', 'Centrum', 'Haleon', 'Multivitamínico y minerales', 389, 'defensas-y-energia'],
    ['Centrum Silver 50+ 60 tabletas', 'Frasco con 60 tabletas', 'Centrum', 'Haleon', 'Multivitamínico y minerales', 429, 'defensas-y-energia'],
    ['Redoxon Doble Acción 10 tabletas efervescentes', 'Tubo con 10 tabletas efervescentes', 'Redoxon', 'Bayer', 'Vitamina C, zinc', 89, 'defensas-y-energia', 'f 15%', 'Vitamina C y zinc en tableta efervescente sabor naranja que ayudan a las defensas del cuerpo.'],
    ['Redoxon Total 30 tabletas efervescentes', 'Caja con 30 tabletas efervescentes', 'Redoxon', 'Bayer', 'Vitamina C, vitamina D, zinc', 229, 'defensas-y-energia'],
    ['Supradyn Energy 30 tabletas', 'Caja con 30 tabletas', 'Supradyn', 'Bayer', 'Multivitamínico, coenzima Q10', 269, 'defensas-y-energia'],
    ['Pharmaton 30 cápsulas', 'Caja con 30 cápsulas', 'Pharmaton', 'Sanofi', 'Ginseng G115, vitaminas y minerales', 339, 'defensas-y-energia'],
    ['Bedoyecta Tri 30 cápsulas', 'Caja con 30 cápsulas', 'Bedoyecta', 'Grossman', 'Tiamina, piridoxina, cianocobalamina', 259, 'defensas-y-energia'],
    ['Neurobión 30 grageas', 'Caja con 30 grageas', 'Neurobión', 'P&G Health', 'Tiamina, piridoxina, cianocobalamina', 219, 'defensas-y-energia'],
    ['Complejo B 30 tabletas', 'Caja con 30 tabletas', 'Ultra', 'Ultra', 'Tiamina, piridoxina, cianocobalamina', 49, 'defensas-y-energia'],
    ['Vitamina C 1 g 20 tabletas efervescentes', 'Tubo con 20 tabletas efervescentes', 'Kener', 'Kener', 'Ácido ascórbico', 59, 'defensas-y-energia'],
    ['Vitamina D3 1000 UI 60 cápsulas', 'Frasco con 60 cápsulas', 'Silanes', 'Silanes', 'Colecalciferol', 189, 'huesos-y-articulaciones'],
    ['Ácido fólico 5 mg 20 tabletas', 'Caja con 20 tabletas', 'Pisa', 'Pisa', 'Ácido fólico', 25, 'salud-intima', '', 'Suplemento de ácido fólico recomendado antes y durante el embarazo, bajo indicación médica.'],
    ['Sulfato ferroso 200 mg 30 tabletas', 'Caja con 30 tabletas', 'Pisa', 'Pisa', 'Sulfato ferroso', 29, 'defensas-y-energia'],
    ['Caltrate 600+D3 60 tabletas', 'Frasco con 60 tabletas', 'Caltrate', 'Haleon', 'Carbonato de calcio, vitamina D3', 289, 'huesos-y-articulaciones', 'f 2x1'],
    ['Citracal Calcio + D3 60 tabletas', 'Frasco con 60 tabletas', 'Citracal', 'Bayer', 'Citrato de calcio, vitamina D3', 299, 'huesos-y-articulaciones'],
    ['Glucosamina y condroitina 60 tabletas', 'Frasco con 60 tabletas', 'Alpharma', 'Alpharma', 'Glucosamina, condroitina', 279, 'huesos-y-articulaciones'],
    ['Colágeno hidrolizado con vitamina C 300 g', 'Tarro con 300 g', 'Silanes', 'Silanes', 'Colágeno hidrolizado, vitamina C', 329, 'huesos-y-articulaciones'],
    ['Omega 3 1000 mg 60 cápsulas', 'Frasco con 60 cápsulas', 'Sanfer', 'Sanfer', 'Aceite de pescado (EPA, DHA)', 219, 'colesterol'],
    ['Citrato de magnesio 60 tabletas', 'Frasco con 60 tabletas', 'Sanfer', 'Sanfer', 'Citrato de magnesio', 149, 'huesos-y-articulaciones'],
    ['Biotina 5 mg 60 cápsulas', 'Frasco con 60 cápsulas', 'Silanes', 'Silanes', 'Biotina', 199, 'piel'],
    ['Ensure Advance vainilla 850 g', 'Lata con 850 g', 'Ensure', 'Abbott', 'Proteína, HMB, vitamina D', 599, 'defensas-y-energia', '', 'Alimento en polvo con proteína y HMB para conservar la fuerza y la masa muscular en adultos.'],
    ['Ensure Advance vainilla 237 ml', 'Botella con 237 ml', 'Ensure', 'Abbott', 'Proteína, HMB, vitamina D', 59, 'defensas-y-energia'],
    ['Glucerna vainilla 850 g', 'Lata con 850 g', 'Glucerna', 'Abbott', 'Proteína, carbohidratos de absorción lenta', 649, 'diabetes', '', 'Alimento especializado para personas con diabetes que ayuda a controlar la respuesta de glucosa.'],
    ['PediaSure vainilla 900 g', 'Lata con 900 g', 'PediaSure', 'Abbott', 'Proteína, vitaminas y minerales', 569, 'defensas-y-energia'],
    ['Emulsión de Scott Original 400 ml', 'Frasco con 400 ml', 'Emulsión de Scott', 'Haleon', 'Aceite de hígado de bacalao, vitaminas A y D', 189, 'defensas-y-energia'],
    ['Emulsión de Scott Cereza 400 ml', 'Frasco con 400 ml', 'Emulsión de Scott', 'Haleon', 'Aceite de hígado de bacalao, vitaminas A y D', 189, 'defensas-y-energia'],
    ['Zinc 50 mg 60 tabletas', 'Frasco con 60 tabletas', 'Kener', 'Kener', 'Gluconato de zinc', 129, 'defensas-y-energia'],
  ],
};
