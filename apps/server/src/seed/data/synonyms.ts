/**
 * Words people use for the same medicine (docs/product.md#catalogue-and-search: paracetamol ↔ acetaminofén). Lower case,
 * without accents: both sides are matched against normalised search words.
 */
export const SEARCH_SYNONYMS: readonly (readonly [string, string])[] = [
  ['acetaminofen', 'paracetamol'],
  ['analgesico', 'dolor'],
  ['antipiretico', 'fiebre'],
  ['aspirina', 'acetilsalicilico'],
  ['aas', 'acetilsalicilico'],
  ['vitamina', 'multivitaminico'],
  ['antigripal', 'gripa'],
  ['resfriado', 'gripa'],
  ['catarro', 'gripa'],
  ['calentura', 'fiebre'],
  ['diarrea', 'loperamida'],
  ['agruras', 'antiacido'],
  ['acidez', 'antiacido'],
  ['panal', 'panales'],
  ['condon', 'preservativo'],
  ['bloqueador', 'protector'],
  ['suero', 'electrolitos'],
  ['antialergico', 'loratadina'],
  ['alergia', 'antihistaminico'],
  ['omeprazol', 'inhibidor'],
];
