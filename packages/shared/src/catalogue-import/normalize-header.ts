/** Lower case, no accents, words separated by one space: how a file's headers, branches and categories are compared. */
export const normalizeHeader = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
