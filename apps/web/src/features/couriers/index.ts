// Couriers (issue 35, decision 075): the courier's page and the end of day are route pages (router.tsx loads them);
// the monitor's assignment control is the one piece other features use.
export { CourierAssign } from './components/courier-assign';
