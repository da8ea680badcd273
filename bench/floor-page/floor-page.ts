// Lighthouse's floor for the storefront (issue 18, bench/lighthouse-floor.ts): the libraries the
// storefront's entry carries (React, React Router, TanStack Query, zustand) doing the least a page
// can do: one route, one query answered from data in the HTML, a heading; with `?tiles`, also the
// home's 24 products as plain markup (no styles, no cart, no start-up). What this page blocks is
// the part of the home's Total Blocking Time the chosen libraries cost before the app does anything.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { create } from 'zustand';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';

const data = JSON.parse(document.getElementById('floor-data')?.textContent ?? '{}') as { title: string; products: ProductSummary[] };
const useTitle = create(() => ({ title: data.title }));
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

function Tile({ product: p }: { product: ProductSummary }) {
  return h(
    'article',
    null,
    h('h2', null, h(Link, { to: `/product_view/${p.SKU}` }, p.NAME)),
    h('p', null, `${p.PRESENTATION} · ${p.BRAND}`),
    h('p', null, money.format(p.PRICE), ' ', h('button', { type: 'button' }, 'Agregar')),
  );
}

function FloorPage() {
  const title = useTitle((s) => s.title);
  const withTiles = new URLSearchParams(location.search).has('tiles');
  const products = useQuery({ queryKey: ['products'], queryFn: () => Promise.resolve(data.products) }).data;
  return h(
    'main',
    null,
    h('h1', null, title),
    withTiles && products ? h('ul', null, ...products.map((p) => h('li', { key: p.SKU }, h(Tile, { product: p })))) : null,
  );
}

const queryClient = new QueryClient();
const router = createBrowserRouter([{ path: '*', Component: FloorPage }]);
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => root.render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router }))));
