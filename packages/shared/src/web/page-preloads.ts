/**
 * A page kind's route chunks in the build's index.html: an inert `<template>` the web build writes
 * (apps/web/vite-page-preloads.ts) and the server's shell turns into links for that page only
 * (apps/server plugins/web-shell.ts, decision 049).
 */
export function pagePreloadsTemplate(kind: string, links: string): string {
  return `<template data-page-preloads="${kind}">${links}</template>`;
}

/** Every such template, with its kind (1) and its links (2), and the line break after it. */
export const PAGE_PRELOADS_PATTERN = /<template data-page-preloads="(\w+)">([\s\S]*?)<\/template>\n?/g;
