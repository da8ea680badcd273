import type { MyOrdersResponse, OrderDetailsResponse, SqlResponse } from '@mostrador/shared/schemas/orders';
import type { GoogleLoginResponse } from '@mostrador/shared/schemas/staff';
import { apiGet, apiPost } from '../api/client';
import { ordersSchemas } from '../api/lazy-schemas';

// Branch staff calls (spec §7): the session token and the branch token in every body.
const staffSchemas = () => import('@mostrador/shared/schemas/staff');
const detail = () => ordersSchemas().then((m) => m.OrderDetailsResponseSchema);
type Auth = { token: string; branchToken: string };

export const loginGoogle = (token: string, google_token: string, google_name = '', google_picture = ''): Promise<GoogleLoginResponse> =>
  apiPost('/login/google', { token, google_token, firebase_token: null, google_name, google_picture }, () => staffSchemas().then((m) => m.GoogleLoginResponseSchema));

/** Google Identity Services' client, or the demo stand-in (spec §2 login_branch). */
export const googleConfig = () => apiGet('/login/google/config', () => staffSchemas().then((m) => m.GoogleConfigResponseSchema));
export const logoutBranch = (token: string, branchToken: string) =>
  apiPost('/login/google/logout', { token, branchToken }, () => import('@mostrador/shared/schemas/auth').then((m) => m.LogoutResponseSchema));

/** The demo Google stand-in (absent in production: the call then fails and the page says so). */
export const devIdpAccounts = () => apiGet('/dev/idp/accounts', () => staffSchemas().then((m) => m.DevIdpAccountsResponseSchema));
export const devIdpToken = (email: string) => apiPost('/dev/idp/token', { email }, () => staffSchemas().then((m) => m.DevIdpTokenResponseSchema));

export const fetchLastOrders = (auth: Auth, DATE_START: string, DATE_END: string, BRANCH?: string): Promise<MyOrdersResponse> =>
  apiPost('/orders/lastOrders', { ...auth, DATE_START, DATE_END, ...(BRANCH ? { BRANCH } : {}) }, () => ordersSchemas().then((m) => m.MyOrdersResponseSchema));

export type StaffAction = 'orderStartStocking' | 'orderDispatch' | 'orderDelivered';
export const staffAction = (action: StaffAction, auth: Auth, ORDER_ID: number, NOTES = ''): Promise<OrderDetailsResponse> =>
  apiPost(`/orders/${action}`, { ...auth, ORDER_ID, NOTES }, detail);

export const cancelOrderByUser = (auth: Auth, ORDER_ID: number, CUSTOMER_ID: number): Promise<SqlResponse> =>
  apiPost('/orders/orderCancelByUser', { ...auth, ORDER_ID, CUSTOMER_ID }, () => ordersSchemas().then((m) => m.SqlResponseSchema));

/** Branch staff read their branch's orders with the branch token. */
export const fetchOrderDetailsAsStaff = (auth: Auth, ORDER_ID: number): Promise<OrderDetailsResponse> => apiPost('/orders/orderDetails', { ...auth, ORDER_ID }, detail);
