// The editor's schemas come with the editor's chunk (the page validates names with them too).
import * as schemas from '@mostrador/shared/schemas/theme-editing';

export const editSchemas = () => Promise.resolve(schemas);
