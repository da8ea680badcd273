// Decision 088: a page the server rendered starts its app once the pictures on its first screen
// have loaded and painted (1.5 s at most). The app's scripts and module preloads wait in
// `<template id="app-scripts">` (apps/server plugins/web-render.ts): on a phone's narrow line the
// page's main picture no longer shares the bandwidth with ~160 KB of JavaScript.
// In a function, so that the build's minifier shortens every name.
(() => {
  const WAIT_AT_MOST_MS = 1500;
  const scripts = document.getElementById('app-scripts');
  let isStarted = false;
  const start = () => {
    if (isStarted || !(scripts instanceof HTMLTemplateElement)) return;
    isStarted = true;
    // Scripts imported from a template run when inserted, as the page's own would have.
    document.head.append(document.importNode(scripts.content, true));
  };
  const once = (target, type, listener) => target.addEventListener(type, listener, { once: true, passive: true });

  // Chromium's install offer can come before the app runs: kept for "Instalar la app" (install-prompt.ts).
  window.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      window.earlyInstallPrompt = event;
    },
    { once: true },
  );
  // A person who starts using the page does not wait for the pictures.
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) once(window, type, start);

  const loaded = [...document.images]
    .filter((img) => img.loading !== 'lazy' && !img.complete && img.getBoundingClientRect().top < window.innerHeight)
    .map((img) => new Promise((resolve) => ['load', 'error'].forEach((type) => once(img, type, resolve))));
  // Two frames: the pictures are on screen, not only downloaded, before the scripts are asked for.
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  Promise.all(loaded).then(painted).then(start);
  setTimeout(start, WAIT_AT_MOST_MS);
})();
