// Both back-office screens in one lazy chunk: staff who open one usually open the other, and
// one chunk keeps the first screen's route table (and its preload list) as small as it was.
export { CustomerSupportPage } from './customer-support-page';
export { UsersManagementPage } from './users-management-page';
