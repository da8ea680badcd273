// Public surface of the orders feature, for the branch monitor: the staff's actions on an order
// and how dates read. The history and the order view are routes imported by app/router.tsx.
export type { StaffAuth } from './api/staff-auth';
export { StaffOrderActions } from './components/staff-order-actions';
export { formatDateTime, formatTime, piecesText } from './order-date';
// For the design pages (lazy route).
export { OrderCard } from './components/order-card';
export { StatusChip } from './components/status-chip';
