import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library only auto-cleans when test globals are on; we keep globals off.
afterEach(() => cleanup());

// findBy* waits 1 s by default. The first render of a lazy page in a file transforms its whole
// chunk first, which took 4–5 s with three test workers on two cores (banner-choice, CI run of
// 2026-11-28): the page was still "Cargando...". A wait that ends as soon as the element shows
// costs nothing when it passes; vitest's testTimeout (20 s) still bounds each test.
configure({ asyncUtilTimeout: 10_000 });
