import type { DepartmentProducts } from './types';

// Medicines for chronic conditions (diabetes, blood pressure, cholesterol): the monthly refill
// that brings customers back. Each brand sits next to its cheaper generic, as on the shelf.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const CHRONIC: DepartmentProducts = {
  department: 'medicamentos',
  rows: [
    ['Metformina 850 mg 30 tabletas', 'Caja con 30 tabletas', 'Ultra', 'Ultra', 'Metformina', 35, 'diabetes', 'f', 'Antidiabético oral para la diabetes tipo 2; tómese con los alimentos, bajo indicación médica.'],
    ['Metformina 500 mg 30 tabletas', 'Caja con 30 tabletas', 'Kener', 'Kener', 'Metformina', 29, 'diabetes'],
    ['Glucophage 850 mg 30 tabletas', 'Caja con 30 tabletas', 'Glucophage', 'Merck', 'Metformina', 165, 'diabetes'],
    ['Glucophage XR 750 mg 30 tabletas', 'Caja con 30 tabletas de liberación prolongada', 'Glucophage', 'Merck', 'Metformina', 289, 'diabetes'],
    ['Glibenclamida 5 mg 50 tabletas', 'Caja con 50 tabletas', 'Pisa', 'Pisa', 'Glibenclamida', 35, 'diabetes'],
    ['Glimepirida 2 mg 15 tabletas', 'Caja con 15 tabletas', 'Sandoz', 'Sandoz', 'Glimepirida', 89, 'diabetes'],
    ['Pioglitazona 15 mg 28 tabletas', 'Caja con 28 tabletas', 'Silanes', 'Silanes', 'Pioglitazona', 189, 'diabetes'],
    ['Januvia 100 mg 28 tabletas', 'Caja con 28 tabletas', 'Januvia', 'MSD', 'Sitagliptina', 1290, 'diabetes'],
    ['Janumet 50 mg/850 mg 56 tabletas', 'Caja con 56 tabletas', 'Januvia', 'MSD', 'Sitagliptina, metformina', 1390, 'diabetes'],
    ['Trayenta 5 mg 30 tabletas', 'Caja con 30 tabletas', 'Trayenta', 'Boehringer Ingelheim', 'Linagliptina', 1249, 'diabetes'],
    ['Forxiga 10 mg 28 tabletas', 'Caja con 28 tabletas', 'Forxiga', 'AstraZeneca', 'Dapagliflozina', 1150, 'diabetes'],
    ['Lantus 100 UI/ml solución inyectable 10 ml', 'Caja con 1 frasco ámpula de 10 ml', 'Lantus', 'Sanofi', 'Insulina glargina', 1290, 'diabetes', '', 'Insulina de acción prolongada. Consérvese en refrigeración entre 2 °C y 8 °C; se entrega en empaque con gel refrigerante.'],
    ['Losartán 50 mg 30 tabletas', 'Caja con 30 tabletas', 'Psicofarma', 'Psicofarma', 'Losartán potásico', 59, 'hipertension', 'f', 'Antihipertensivo para el control de la presión arterial alta, bajo indicación médica.'],
    ['Losartán 100 mg 15 tabletas', 'Caja con 15 tabletas', 'Sandoz', 'Sandoz', 'Losartán potásico', 69, 'hipertension'],
    ['Cozaar 50 mg 30 tabletas', 'Caja con 30 tabletas', 'Cozaar', 'Organon', 'Losartán potásico', 749, 'hipertension'],
    ['Losartán/Hidroclorotiazida 50 mg/12.5 mg 30 tabletas', 'Caja con 30 tabletas', 'Ultra', 'Ultra', 'Losartán potásico, hidroclorotiazida', 85, 'hipertension'],
    ['Enalapril 10 mg 30 tabletas', 'Caja con 30 tabletas', 'Pisa', 'Pisa', 'Enalapril', 39, 'hipertension'],
    ['Captopril 25 mg 30 tabletas', 'Caja con 30 tabletas', 'Kener', 'Kener', 'Captopril', 33, 'hipertension'],
    ['Amlodipino 5 mg 30 tabletas', 'Caja con 30 tabletas', 'Landsteiner', 'Landsteiner', 'Amlodipino', 49, 'hipertension'],
    ['Norvas 5 mg 30 tabletas', 'Caja con 30 tabletas', 'Norvas', 'Viatris', 'Amlodipino', 719, 'hipertension'],
    ['Telmisartán 40 mg 30 tabletas', 'Caja con 30 tabletas', 'Alpharma', 'Alpharma', 'Telmisartán', 139, 'hipertension'],
    ['Micardis 80 mg 28 tabletas', 'Caja con 28 tabletas', 'Micardis', 'Boehringer Ingelheim', 'Telmisartán', 999, 'hipertension'],
    ['Valsartán 160 mg 30 tabletas', 'Caja con 30 tabletas', 'Sandoz', 'Sandoz', 'Valsartán', 189, 'hipertension'],
    ['Metoprolol 100 mg 20 tabletas', 'Caja con 20 tabletas', 'Psicofarma', 'Psicofarma', 'Metoprolol', 45, 'hipertension'],
    ['Concor 5 mg 30 tabletas', 'Caja con 30 tabletas', 'Concor', 'Merck', 'Bisoprolol', 419, 'hipertension'],
    ['Hidroclorotiazida 25 mg 20 tabletas', 'Caja con 20 tabletas', 'Pisa', 'Pisa', 'Hidroclorotiazida', 25, 'hipertension'],
    ['Adalat Oros 30 mg 30 tabletas', 'Caja con 30 tabletas de liberación prolongada', 'Adalat', 'Bayer', 'Nifedipino', 699, 'hipertension'],
    ['Atorvastatina 20 mg 30 tabletas', 'Caja con 30 tabletas', 'Sandoz', 'Sandoz', 'Atorvastatina', 99, 'colesterol'],
    ['Atorvastatina 40 mg 30 tabletas', 'Caja con 30 tabletas', 'Psicofarma', 'Psicofarma', 'Atorvastatina', 139, 'colesterol'],
    ['Lipitor 20 mg 30 tabletas', 'Caja con 30 tabletas', 'Lipitor', 'Viatris', 'Atorvastatina', 899, 'colesterol'],
    ['Rosuvastatina 10 mg 30 tabletas', 'Caja con 30 tabletas', 'Kener', 'Kener', 'Rosuvastatina', 169, 'colesterol'],
    ['Crestor 10 mg 28 tabletas', 'Caja con 28 tabletas', 'Crestor', 'AstraZeneca', 'Rosuvastatina', 929, 'colesterol'],
    ['Simvastatina 20 mg 30 tabletas', 'Caja con 30 tabletas', 'Ultra', 'Ultra', 'Simvastatina', 45, 'colesterol'],
    ['Bezafibrato 200 mg 30 tabletas', 'Caja con 30 tabletas', 'Pisa', 'Pisa', 'Bezafibrato', 69, 'colesterol'],
    ['Ezetimiba 10 mg 30 tabletas', 'Caja con 30 tabletas', 'Landsteiner', 'Landsteiner', 'Ezetimiba', 219, 'colesterol'],
    ['Clopidogrel 75 mg 28 tabletas', 'Caja con 28 tabletas', 'Sandoz', 'Sandoz', 'Clopidogrel', 149, 'colesterol'],
    ['Daflon 500 mg 60 tabletas', 'Caja con 60 tabletas', 'Daflon', 'Servier', 'Fracción flavonoide purificada micronizada', 489, '', '', 'Venotónico para la insuficiencia venosa: piernas cansadas, pesadez y várices.'],
  ],
};
