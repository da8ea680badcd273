// Both back-office screens in one chunk: staff who open one usually open the other.
export { CustomerSupportPage } from './customer-support-page';
export { UsersManagementPage } from './users-management-page';
