// The server render's entry (decision 073), built by Vite (`vite build -c vite.ssr.config.ts`) and
// loaded by apps/server plugins/web-render.ts. It renders the same components as main.tsx.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { AppRoot } from './app/app-root';
import { useBootStore } from './app/boot-store';
import { createQueryClient } from './app/query-client';
import { createAppRoutes } from './app/router';
import { AfterHydration } from './app/ssr/hydration';
import type { StartupDeps } from './app/startup-sequence';
import { branchesInfoQuery } from './features/branches';
import { companyBannersQuery, companyInfoQuery, useCompanyStore } from './features/company';
import { setApiTransport } from './shared/api/client';
import type { ServerRenderData } from './shared/ssr/server-render-data';
import type { ScreenGuess } from './shared/ui/screen-guess';

/** How the server answers the app's API reads: in-process, through its own routes. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A page rendered up to its shell: its state for hydration and the HTML stream to send. */
export interface RenderedPage {
  data: ServerRenderData;
  /** Writes the page's HTML (the content of #root) into `destination` and ends it. */
  pipe: (destination: Writable) => void;
  abort: () => void;
}

/** What the server knows of the visitor and the company beyond the API (decision 087). */
export interface PageFacts {
  screen?: ScreenGuess;
  /** The logo's width / height: a wide wordmark is written without the name beside it. */
  logoAspect?: number | null;
}

/** Render passes that may still find queries to answer (layout → page → the page's details). */
const MAX_PASSES = 4;

// The server renders what start-up ends with: the app, not the logo screen.
useBootStore.getState().set({ phase: 'ready', progress: 1 });

/** Start-up does not run on the server; the root only needs its dependencies' shape. */
const NO_STARTUP = (queryClient: QueryClient): StartupDeps => ({ queryClient, showConnecting: () => undefined, painted: true });

const NOTHING = () => undefined;

/**
 * One route tree and static handler for every page, as React Router's server rendering expects:
 * made per page they were a profile's hot spot (decision 084). The routes' loaders prefetch into
 * the query client of the page being rendered, found through the async context.
 */
const pageQueries = new AsyncLocalStorage<QueryClient>();
const currentQueryClient = new Proxy({} as QueryClient, {
  get(_target, key) {
    const client = pageQueries.getStore();
    if (!client) throw new Error('no page is being rendered');
    const value = Reflect.get(client, key, client) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
const handler = createStaticHandler(createAppRoutes(currentQueryClient));

/** The company theme's colours for the page's head (decision 086). */
export { themeHead } from './shared/theme/theme-head';
/** Which screen to lay a page out for, from the visitor's user agent (decision 087). */
export { guessScreen } from './shared/ui/screen-guess';

export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

/**
 * Renders `url` (a full URL), or the route at `path` for it (the not-found page), as an anonymous visitor sees it: the routes' loaders and the
 * components' queries are answered first (render passes until none is missing), then React's
 * streaming render starts. Rejects when the page cannot be rendered whole (a route error, a
 * redirect, a read that failed): the caller sends the plain shell instead.
 */
export async function renderPage(
  url: string,
  path?: string,
  { screen = 'phone', logoAspect = null }: PageFacts = {},
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.fetchQuery(companyInfoQuery),
    queryClient.prefetchQuery(companyBannersQuery),
    queryClient.prefetchQuery(branchesInfoQuery),
  ]);
  const info = queryClient.getQueryData(companyInfoQuery.queryKey);
  if (!info) throw new Error('no company');
  useCompanyStore.getState().setCompanyInfo(info);
  useCompanyStore.setState({ logoAspect });

  const context = await pageQueries.run(queryClient, () => handler.query(new Request(path ? new URL(path, url) : url)));
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  if (context.errors) throw new Error('route error');
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppRoot queryClient={queryClient} startupDeps={NO_STARTUP(queryClient)} screen={screen}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
      {/* The same tree as main.tsx hydrates: React's ids (useId) follow the tree's shape. */}
      <AfterHydration onDone={NOTHING} />
    </StrictMode>
  );
  const html = await answerQueries(queryClient, app);
  const data: ServerRenderData = { queries: dehydrate(queryClient), router: { loaderData: context.loaderData }, path, screen, logoAspect };
  // The last pass rendered every part with every answer: that HTML is the page. Only a part still
  // loading its code (a lazy component's first use since start) needs the streaming render's wait.
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return rendered(html, data);
  return stream(app, data);
}

/** What React writes for a Suspense boundary it left to the browser (its fallback was rendered). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * Renders, answers the queries the render asked for, and again, until nothing is missing; the
 * last render's HTML. Queries the route loaders started are waited for before the first pass.
 */
async function answerQueries(queryClient: QueryClient, app: ReactNode): Promise<string> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const started = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.fetchStatus === 'fetching');
    await Promise.all(started.map((q) => q.fetch().catch(() => undefined)));
    const html = renderToString(app);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error')) throw new Error('a read failed');
    const due = queries.filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
    if (due.length === 0) return html;
    await Promise.all(due.map((q) => q.fetch().catch(() => undefined)));
  }
  throw new Error('queries did not settle');
}

function rendered(html: string, data: ServerRenderData): RenderedPage {
  return {
    data,
    pipe: (destination) => {
      destination.end(html);
    },
    abort: NOTHING,
  };
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function stream(app: ReactNode, data: ServerRenderData): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const rendering = renderToPipeableStream(app, {
      // Every part ready before the first byte: nothing is streamed later, so the HTML needs none of
      // React's inline scripts that complete a part (the CSP refuses them; the browser then
      // rendered that part itself, React's error 419 in Lighthouse's console).
      onAllReady: () => resolve({ data, pipe: (destination) => rendering.pipe(destination), abort: () => rendering.abort() }),
      onShellError: reject,
      // An error below the shell (a lazy part) leaves that part to the browser, which renders it.
      onError: () => undefined,
    });
  });
}
