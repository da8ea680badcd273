import type { DepartmentProducts } from './types';

// Antibiotics: sold only with a prescription in Mexico (the pharmacy keeps the prescription), so
// the catalogue builder flags every row of this department as requiring one.
// [name, presentation, brand, laboratory, active ingredient, price, ailment, flags?, description?]
// prettier-ignore
export const ANTIBIOTICS: DepartmentProducts = {
  department: 'antibioticos',
  rows: [
    ['Amoxicilina 500 mg 12 cápsulas', 'Caja con 12 cápsulas', 'Kener', 'Kener', 'Amoxicilina', 45, 'infecciones'],
    ['Amoxicilina 500 mg 15 cápsulas', 'Caja con 15 cápsulas', 'Sandoz', 'Sandoz', 'Amoxicilina', 55, 'infecciones'],
    ['Amoxicilina 250 mg/5 ml suspensión 75 ml', 'Frasco para 75 ml', 'Pisa', 'Pisa', 'Amoxicilina', 52, 'infecciones'],
    ['Amoxil 500 mg 12 cápsulas', 'Caja con 12 cápsulas', 'Amoxil', 'GSK', 'Amoxicilina', 219, 'infecciones'],
    ['Amoxicilina/Ácido clavulánico 875 mg/125 mg 14 tabletas', 'Caja con 14 tabletas', 'Sandoz', 'Sandoz', 'Amoxicilina, ácido clavulánico', 249, 'infecciones'],
    ['Amoxicilina/Ácido clavulánico 400 mg/57 mg suspensión 70 ml', 'Frasco para 70 ml', 'Psicofarma', 'Psicofarma', 'Amoxicilina, ácido clavulánico', 189, 'infecciones'],
    ['Augmentin 12 h 875 mg/125 mg 14 tabletas', 'Caja con 14 tabletas', 'Augmentin', 'GSK', 'Amoxicilina, ácido clavulánico', 589, 'infecciones'],
    ['Ampicilina 500 mg 20 cápsulas', 'Caja con 20 cápsulas', 'Ultra', 'Ultra', 'Ampicilina', 79, 'infecciones'],
    ['Azitromicina 500 mg 3 tabletas', 'Caja con 3 tabletas', 'Kener', 'Kener', 'Azitromicina', 89, 'infecciones'],
    ['Azitromicina 200 mg/5 ml suspensión 15 ml', 'Frasco para 15 ml', 'Pisa', 'Pisa', 'Azitromicina', 119, 'infecciones'],
    ['Zithromax 500 mg 3 tabletas', 'Caja con 3 tabletas', 'Zithromax', 'Pfizer', 'Azitromicina', 489, 'infecciones'],
    ['Claritromicina 500 mg 10 tabletas', 'Caja con 10 tabletas', 'Sandoz', 'Sandoz', 'Claritromicina', 259, 'infecciones'],
    ['Klaricid 500 mg 14 tabletas', 'Caja con 14 tabletas', 'Klaricid', 'Abbott', 'Claritromicina', 899, 'infecciones'],
    ['Ciprofloxacino 500 mg 14 tabletas', 'Caja con 14 tabletas', 'Ultra', 'Ultra', 'Ciprofloxacino', 79, 'infecciones'],
    ['Ciprobay 500 mg 8 tabletas', 'Caja con 8 tabletas', 'Ciprobay', 'Bayer', 'Ciprofloxacino', 549, 'infecciones'],
    ['Levofloxacino 500 mg 7 tabletas', 'Caja con 7 tabletas', 'Psicofarma', 'Psicofarma', 'Levofloxacino', 139, 'infecciones'],
    ['Cefalexina 500 mg 20 cápsulas', 'Caja con 20 cápsulas', 'Pisa', 'Pisa', 'Cefalexina', 99, 'infecciones'],
    ['Cefuroxima 500 mg 10 tabletas', 'Caja con 10 tabletas', 'Landsteiner', 'Landsteiner', 'Cefuroxima', 319, 'infecciones'],
    ['Cefixima 400 mg 6 cápsulas', 'Caja con 6 cápsulas', 'Liomont', 'Liomont', 'Cefixima', 289, 'infecciones'],
    ['Ceftriaxona 1 g solución inyectable', 'Caja con 1 frasco ámpula y diluyente', 'Pisa', 'Pisa', 'Ceftriaxona', 79, 'infecciones', '', 'Antibiótico inyectable de amplio espectro para aplicación intramuscular o intravenosa por personal de salud.'],
    ['Doxiciclina 100 mg 10 cápsulas', 'Caja con 10 cápsulas', 'Collins', 'Collins', 'Doxiciclina', 89, 'infecciones'],
    ['Trimetoprima/Sulfametoxazol 160 mg/800 mg 14 tabletas', 'Caja con 14 tabletas', 'Pisa', 'Pisa', 'Trimetoprima, sulfametoxazol', 45, 'infecciones'],
    ['Nitrofurantoína 100 mg 40 cápsulas', 'Caja con 40 cápsulas', 'Bruluart', 'Bruluart', 'Nitrofurantoína', 159, 'infecciones', '', 'Antibiótico para infecciones de vías urinarias.'],
    ['Metronidazol 500 mg 30 tabletas', 'Caja con 30 tabletas', 'Bruluart', 'Bruluart', 'Metronidazol', 59, 'infecciones'],
    ['Flagyl 500 mg 30 tabletas', 'Caja con 30 tabletas', 'Flagyl', 'Sanofi', 'Metronidazol', 319, 'infecciones'],
    ['Clindamicina 300 mg 16 cápsulas', 'Caja con 16 cápsulas', 'Sandoz', 'Sandoz', 'Clindamicina', 259, 'infecciones'],
    ['Dalacin C 300 mg 16 cápsulas', 'Caja con 16 cápsulas', 'Dalacin', 'Pfizer', 'Clindamicina', 789, 'infecciones'],
    ['Dicloxacilina 500 mg 20 cápsulas', 'Caja con 20 cápsulas', 'Kener', 'Kener', 'Dicloxacilina', 79, 'infecciones'],
    ['Penicilina G benzatínica 1 200 000 UI suspensión inyectable', 'Caja con 1 frasco ámpula y diluyente', 'Pisa', 'Pisa', 'Bencilpenicilina benzatínica', 69, 'infecciones'],
    ['Sophixin Ofteno 0.3% solución oftálmica 5 ml', 'Gotero con 5 ml', 'Sophia', 'Sophia', 'Ciprofloxacino', 189, 'ojos', '', 'Gotas oftálmicas antibióticas para la conjuntivitis bacteriana.'],
    ['Terramicina ungüento oftálmico 3.5 g', 'Tubo con 3.5 g', 'Terramicina', 'Pfizer', 'Oxitetraciclina, polimixina B', 109, 'ojos'],
    ['Mupirocina 2% ungüento 15 g', 'Tubo con 15 g', 'Senosiain', 'Senosiain', 'Mupirocina', 139, 'piel', '', 'Antibiótico tópico para infecciones bacterianas de la piel como el impétigo.'],
  ],
};
