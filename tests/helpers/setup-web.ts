import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A route's first render imports its lazy module, and findBy*/waitFor wait 1 s by default: on a
// busy two-core machine (the whole suite in parallel) that import alone can take longer. Waiting
// longer costs nothing when the page is there sooner; a page that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: React Router's scroll restoration calls scrollTo, which jsdom only reports.
window.scrollTo = () => {};
