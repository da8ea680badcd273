// Public surface of the account feature, for checkout: the contact and address forms and the
// calls that save them. The account screens are routes imported by app/router.tsx.
export { saveAddress } from './api/save-address';
export { updateAccount } from './api/update-account';
export { AccountForm, type AccountFields } from './components/account-form';
export { AddressForm } from './components/address-form';
