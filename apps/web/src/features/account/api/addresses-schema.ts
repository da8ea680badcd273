import { customerSchemas } from '../../../shared/api/lazy-schemas';

// Every address call answers the whole list, default first.
export const addressesSchema = () => customerSchemas().then((m) => m.AddressesResponseSchema);
