// The web app's layering, checked by ESLint (STYLE.md "Boundaries the tools enforce"):
// code flows shared → features → app. `shared/` imports neither features nor app; a feature
// imports no app code, and reaches another feature only through that feature's index.ts;
// app/ goes through index.ts too, except the lazy route imports of page files (code splitting).
import path from 'node:path';

const LAYER = /\/apps\/web\/src\/(app|features|shared)(?:\/(.*))?$/;

function place(file) {
  const match = LAYER.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, layer, rest = ''] = match;
  const parts = rest.split('/');
  return { layer, feature: layer === 'features' ? parts[0] : null, inner: layer === 'features' ? parts.slice(1) : parts };
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'shared → features → app; features meet only through index.ts' },
    schema: [],
    messages: {
      shared: 'shared/ is domain-free: it may not import from {{layer}}/.',
      app: 'features may not import from app/.',
      deep: 'Import the {{feature}} feature through its index.ts, not {{spec}}.',
    },
  },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node, spec, isLazy) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      if (from.layer === 'shared' && to.layer !== 'shared') {
        context.report({ node, messageId: 'shared', data: { layer: to.layer } });
      } else if (from.layer === 'features' && to.layer === 'app') {
        context.report({ node, messageId: 'app' });
      } else if (to.layer === 'features' && to.feature !== from.feature) {
        const isIndex = to.inner.length === 0 || (to.inner.length === 1 && to.inner[0] === 'index');
        const isLazyPage = isLazy && from.layer === 'app' && /-page$/.test(to.inner.at(-1) ?? '');
        if (!isIndex && !isLazyPage) context.report({ node, messageId: 'deep', data: { feature: to.feature, spec } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};

export const webBoundaries = { rules: { layers } };
