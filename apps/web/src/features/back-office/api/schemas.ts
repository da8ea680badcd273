import * as admin from '@mostrador/shared/schemas/admin-views';
import * as support from '@mostrador/shared/schemas/support';

// The back office is lazy as a whole and validates reasons on screen with these schemas, so they
// load with its chunk (never with the storefront); the API client still takes a loader.
export const adminSchemas = () => Promise.resolve(admin);
export const supportSchemas = () => Promise.resolve(support);
