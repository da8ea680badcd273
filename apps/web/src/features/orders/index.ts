// Public surface of the orders feature, for the branch monitor: the staff's actions on an order
// and how dates read. The history and the order view are routes imported by app/router.tsx.
export type { StaffAuth } from './api/staff-auth';
export { StaffOrderActions } from './components/staff-order-actions';
// The pick list's packed ticket (decision 064) reads the order and prints its delivery as the order's ticket does.
export { orderDetailsQuery } from './api/get-order-details';
export { TicketDelivery } from './components/ticket-sections';
export { default as ticketStyles } from './components/ticket.module.css';
export { formatDateTime, formatTime, piecesText } from './order-date';
// For the design pages (lazy route).
export { OrderCard } from './components/order-card';
export { StatusChip } from './components/status-chip';
