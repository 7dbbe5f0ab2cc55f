import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: React Router's scroll restoration calls scrollTo, which jsdom only reports.
window.scrollTo = () => {};
