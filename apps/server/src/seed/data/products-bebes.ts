import type { DepartmentProducts } from './types';

// Baby care: diapers by stage, wipes, formula and bath; bulky, repeat purchases that suit delivery.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const BABIES: DepartmentProducts = {
  department: 'bebes',
  rows: [
    ['Huggies Supreme Etapa 1 40 pañales', 'Paquete con 40 pañales', 'Huggies', 'Kimberly-Clark', '', 329, '', '', 'Pañales para recién nacido (hasta 5 kg) con corte para el ombligo y cubierta suave y transpirable.'],
    ['Huggies Supreme Etapa 2 40 pañales', 'Paquete con 40 pañales', 'Huggies', 'Kimberly-Clark', '', 339, ''],
    ['Huggies Supreme Etapa 3 40 pañales', 'Paquete con 40 pañales', 'Huggies', 'Kimberly-Clark', '', 349, '', 'f 2 3x2'],
    ['Huggies UltraConfort Etapa 3 40 pañales', 'Paquete con 40 pañales', 'Huggies', 'Kimberly-Clark', '', 279, ''],
    ['Huggies UltraConfort Etapa 4 40 pañales', 'Paquete con 40 pañales', 'Huggies', 'Kimberly-Clark', '', 299, '', '3x2'],
    ['Huggies UltraConfort Etapa 5 38 pañales', 'Paquete con 38 pañales', 'Huggies', 'Kimberly-Clark', '', 309, ''],
    ['Huggies One & Done toallitas húmedas 80 piezas', 'Paquete con 80 toallitas', 'Huggies', 'Kimberly-Clark', '', 79, 'piel'],
    ['Pampers Premium Care Etapa 3 32 pañales', 'Paquete con 32 pañales', 'Pampers', 'Procter & Gamble', '', 329, '', '3x2'],
    ['Pampers Premium Care Etapa 4 30 pañales', 'Paquete con 30 pañales', 'Pampers', 'Procter & Gamble', '', 339, ''],
    ['Pampers Cruisers Etapa 5 34 pañales', 'Paquete con 34 pañales', 'Pampers', 'Procter & Gamble', '', 359, ''],
    ['Pampers Sensitive toallitas húmedas 56 piezas', 'Paquete con 56 toallitas', 'Pampers', 'Procter & Gamble', '', 69, 'piel'],
    ['KleenBebé Suavelastic Etapa 3 40 pañales', 'Paquete con 40 pañales', 'KleenBebé', 'Kimberly-Clark', '', 249, ''],
    ['KleenBebé Suavelastic Etapa 4 40 pañales', 'Paquete con 40 pañales', 'KleenBebé', 'Kimberly-Clark', '', 259, ''],
    ['KleenBebé toallitas húmedas 80 piezas', 'Paquete con 80 toallitas', 'KleenBebé', 'Kimberly-Clark', '', 59, 'piel', 'b2'],
    ['Desitin Pomada para rozaduras 57 g', 'Tubo con 57 g', 'Desitin', 'Kenvue', 'Óxido de zinc', 119, 'piel', 'f', 'Pomada que forma una barrera protectora y alivia las rozaduras de pañal desde la primera aplicación.'],
    ['Bepanthen Pomada 30 g', 'Tubo con 30 g', 'Bepanthen', 'Bayer', 'Dexpantenol', 139, 'piel'],
    ['Bepanthen Pomada 100 g', 'Tubo con 100 g', 'Bepanthen', 'Bayer', 'Dexpantenol', 299, 'piel'],
    ["Johnson's Baby Shampoo 400 ml", 'Botella con 400 ml', "Johnson's Baby", 'Kenvue', '', 99, '', '', 'Shampoo suave "no más lágrimas" para el cabello delicado del bebé.'],
    ["Johnson's Baby Aceite 200 ml", 'Botella con 200 ml', "Johnson's Baby", 'Kenvue', 'Aceite mineral', 89, 'piel'],
    ["Johnson's Baby Jabón líquido de la cabeza a los pies 400 ml", 'Botella con 400 ml', "Johnson's Baby", 'Kenvue', '', 119, ''],
    ['NAN 1 Optipro fórmula infantil 800 g', 'Lata con 800 g', 'NAN', 'Nestlé', 'Fórmula láctea de inicio', 439, '', '', 'Fórmula para lactantes de 0 a 6 meses. La leche materna es el mejor alimento para el bebé; use la fórmula por indicación del pediatra.'],
    ['NAN 2 Optipro fórmula de continuación 800 g', 'Lata con 800 g', 'NAN', 'Nestlé', 'Fórmula láctea de continuación', 429, ''],
    ['Enfamil Premium 1 fórmula infantil 800 g', 'Lata con 800 g', 'Enfamil', 'Mead Johnson', 'Fórmula láctea de inicio', 459, ''],
    ['Enfamil Premium 2 fórmula de continuación 800 g', 'Lata con 800 g', 'Enfamil', 'Mead Johnson', 'Fórmula láctea de continuación', 449, ''],
    ['Similac 1 HMO fórmula infantil 850 g', 'Lata con 850 g', 'Similac', 'Abbott', 'Fórmula láctea de inicio', 469, ''],
    ['Gerber Papilla de manzana 113 g', 'Frasco con 113 g', 'Gerber', 'Nestlé', '', 19.5, ''],
    ['Gerber Papilla de pera 113 g', 'Frasco con 113 g', 'Gerber', 'Nestlé', '', 19.5, ''],
    ['Evenflo Biberón clásico 240 ml', 'Pieza de 240 ml', 'Evenflo', 'Evenflo', '', 89, ''],
    ['NUK Chupón de silicona 0-6 meses 2 piezas', 'Paquete con 2 piezas', 'NUK', 'NUK', '', 129, ''],
    ['Vick Baby bálsamo 50 g', 'Tarro con 50 g', 'Vick', 'P&G Health', 'Aceite de eucalipto, lavanda, romero', 89, 'gripa-y-tos'],
  ],
};
