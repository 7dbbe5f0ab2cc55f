import { test } from './fixtures';
import * as ssr from './ssr-steps';

test.describe('páginas do servidor: hidratação sem nova busca de dados (375 px)', () => {
  for (const spec of ssr.PUBLIC_PAGES) {
    test(`${spec.name}: hidrata sem pedir a API, mantém o título e responde`, ({ page, request }) =>
      ssr.hydratesWithoutFetching(page, request, spec));
  }
});
