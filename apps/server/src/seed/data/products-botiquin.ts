import type { DepartmentProducts } from './types';

// First-aid supplies, sexual health and home medical devices: the smaller departments.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const FIRST_AID: DepartmentProducts = {
  department: 'material-de-curacion',
  rows: [
    ['Band-Aid Tela flexible 30 piezas', 'Caja con 30 piezas', 'Band-Aid', 'Kenvue', '', 79, 'heridas', 'f'],
    ['Nexcare Vendas adhesivas transparentes 20 piezas', 'Caja con 20 piezas', 'Nexcare', '3M', '', 59, 'heridas'],
    ['Micropore cinta quirúrgica 2.5 cm x 9.1 m', 'Pieza de 2.5 cm x 9.1 m', 'Micropore', '3M', '', 45, 'heridas'],
    ['Tegaderm apósito transparente 10 piezas', 'Caja con 10 piezas', 'Nexcare', '3M', '', 219, 'heridas'],
    ['Gasas estériles 10 x 10 cm 10 sobres', 'Caja con 10 sobres', 'Jaloma', 'Jaloma', '', 49, 'heridas'],
    ['Venda elástica 10 cm x 5 m', 'Pieza de 10 cm x 5 m', 'Jaloma', 'Jaloma', '', 39, 'heridas'],
    ['Algodón plisado 100 g', 'Bolsa con 100 g', 'Jaloma', 'Jaloma', '', 35, 'heridas'],
    ['Alcohol etílico desnaturalizado 70% 500 ml', 'Botella con 500 ml', 'Jaloma', 'Jaloma', 'Alcohol etílico', 45, 'heridas', '', 'Antiséptico para limpiar la piel sana antes de inyecciones y para desinfectar superficies. No se aplique en heridas abiertas.'],
    ['Agua oxigenada 480 ml', 'Botella con 480 ml', 'Jaloma', 'Jaloma', 'Peróxido de hidrógeno', 29, 'heridas'],
    ['Yodopovidona solución antiséptica 120 ml', 'Frasco con 120 ml', 'Jaloma', 'Jaloma', 'Yodopovidona', 59, 'heridas'],
    ['Hisopos de algodón 300 piezas', 'Caja con 300 piezas', 'Jaloma', 'Jaloma', '', 45, ''],
    ['Botiquín de primeros auxilios básico', 'Caja con 1 estuche', 'Jaloma', 'Jaloma', '', 249, 'heridas', '', 'Estuche con gasas, vendas, cinta, tijeras, guantes y antiséptico, listo para casa, auto u oficina.'],
    ['Microdacyn60 solución 240 ml', 'Botella con 240 ml', 'Microdacyn', 'Esteripharma', 'Solución superoxidada', 259, 'heridas', '', 'Solución que limpia y desinfecta heridas, quemaduras y raspones sin ardor y sin dañar el tejido.'],
    ['Sulfadiazina de plata crema 1% 28 g', 'Tubo con 28 g', 'Pisa', 'Pisa', 'Sulfadiazina de plata', 89, 'heridas'],
    ['Solución salina 0.9% 500 ml', 'Botella con 500 ml', 'Pisa', 'Pisa', 'Cloruro de sodio', 35, 'heridas'],
    ['Jeringa desechable 5 ml 10 piezas', 'Paquete con 10 piezas', 'BD Plastipak', 'BD', '', 59, ''],
    ['Guantes de látex talla M 100 piezas', 'Caja con 100 piezas', 'Ambiderm', 'Ambiderm', '', 189, ''],
    ['Cubrebocas tricapa 50 piezas', 'Caja con 50 piezas', 'Ambiderm', 'Ambiderm', '', 99, 'gripa-y-tos'],
  ],
};

// prettier-ignore
export const SEXUAL_HEALTH: DepartmentProducts = {
  department: 'salud-sexual',
  rows: [
    ['Durex Sensitivo 3 condones', 'Caja con 3 piezas', 'Durex', 'Reckitt', 'Látex natural', 79, 'salud-intima'],
    ['Durex Extra Seguro 12 condones', 'Caja con 12 piezas', 'Durex', 'Reckitt', 'Látex natural', 229, 'salud-intima'],
    ['Durex Play lubricante 50 ml', 'Tubo con 50 ml', 'Durex', 'Reckitt', '', 139, 'salud-intima'],
    ['Trojan Ultra Delgado 3 condones', 'Caja con 3 piezas', 'Trojan', 'Church & Dwight', 'Látex natural', 69, 'salud-intima'],
    ['Prudence Clásico 3 condones', 'Caja con 3 piezas', 'Prudence', 'DKT México', 'Látex natural', 39, 'salud-intima'],
    ['Prudence Ultra Sensible 10 condones', 'Caja con 10 piezas', 'Prudence', 'DKT México', 'Látex natural', 109, 'salud-intima'],
    ['K-Y Gel lubricante 50 g', 'Tubo con 50 g', 'K-Y', 'Reckitt', '', 129, 'salud-intima'],
    ['Clearblue Prueba de embarazo digital 1 pieza', 'Caja con 1 prueba', 'Clearblue', 'SPD', '', 219, 'salud-intima', '', 'Prueba de embarazo digital con resultado en palabras desde el día esperado de la menstruación.'],
    ['Levonorgestrel 1.5 mg 1 tableta', 'Caja con 1 tableta', 'Landsteiner', 'Landsteiner', 'Levonorgestrel', 119, 'salud-intima', '', 'Anticonceptivo de emergencia; tómese lo antes posible, dentro de las 72 horas posteriores a la relación sin protección.'],
    ['Yasmin 21 comprimidos', 'Caja con 21 comprimidos', 'Yasmin', 'Bayer', 'Drospirenona, etinilestradiol', 449, 'salud-intima'],
    ['Microgynon CD 28 grageas', 'Caja con 28 grageas', 'Microgynon', 'Bayer', 'Levonorgestrel, etinilestradiol', 169, 'salud-intima'],
    ['Lomecan V crema vaginal 20 g', 'Tubo con 20 g', 'Lomecan', 'Genomma Lab', 'Clotrimazol', 119, 'salud-intima'],
    ['Viagra 100 mg 2 tabletas', 'Caja con 2 tabletas', 'Viagra', 'Viatris', 'Sildenafil', 549, '', 'rx', 'Tratamiento de la disfunción eréctil. Venta con receta médica.'],
    ['Sildenafil 50 mg 4 tabletas', 'Caja con 4 tabletas', 'Kener', 'Kener', 'Sildenafil', 99, '', 'rx'],
  ],
};

// prettier-ignore
export const MEDICAL_DEVICES: DepartmentProducts = {
  department: 'equipo-medico',
  rows: [
    ['Omron Baumanómetro digital de brazo HEM-7120', 'Caja con 1 monitor y brazalete', 'Omron', 'Omron', '', 999, 'hipertension', 'f', 'Monitor de presión arterial automático para brazo con detección de pulso irregular y memoria de la última medición.'],
    ['Omron Baumanómetro digital de muñeca HEM-6161', 'Caja con 1 monitor', 'Omron', 'Omron', '', 899, 'hipertension'],
    ['Omron Nebulizador de compresor NE-C101', 'Caja con 1 nebulizador', 'Omron', 'Omron', '', 1199, 'gripa-y-tos'],
    ['Omron Termómetro digital MC-246', 'Pieza con estuche', 'Omron', 'Omron', '', 149, 'dolor-y-fiebre'],
    ['Termómetro digital flexible', 'Pieza con estuche', 'Jaloma', 'Jaloma', '', 89, 'dolor-y-fiebre'],
    ['Accu-Chek Instant glucómetro', 'Caja con 1 glucómetro, lancetero y 10 tiras', 'Accu-Chek', 'Roche', '', 699, 'diabetes', '', 'Medidor de glucosa con indicador de rango en pantalla y conexión por Bluetooth a la app mySugr.'],
    ['Accu-Chek Instant 50 tiras reactivas', 'Caja con 50 tiras', 'Accu-Chek', 'Roche', '', 649, 'diabetes'],
    ['Accu-Chek Softclix 25 lancetas', 'Caja con 25 lancetas', 'Accu-Chek', 'Roche', '', 129, 'diabetes'],
    ['FreeStyle Libre 2 sensor', 'Caja con 1 sensor', 'FreeStyle', 'Abbott', '', 1199, 'diabetes'],
    ['Beurer PO 30 oxímetro de pulso', 'Caja con 1 oxímetro', 'Beurer', 'Beurer', '', 699, 'gripa-y-tos'],
    ['Bolsa para agua caliente 2 l', 'Pieza de 2 l', 'Jaloma', 'Jaloma', '', 129, 'dolor-y-fiebre'],
  ],
};
