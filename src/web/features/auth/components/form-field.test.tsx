import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField } from './form-field';

function Form() {
  const [email, setEmail] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Redesenhar
      </button>
    </form>
  );
}

// hydrateRoot directly (Testing Library has no hydrate); act() needs to know it is in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

describe('FormField numa página desenhada no servidor', () => {
  it('o que foi digitado antes da hidratação vai para o estado do formulário e não some no próximo desenho', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    // Typed while the page's scripts were still on their way.
    input.value = 'antes@exemplo.com';

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')).toHaveTextContent('antes@exemplo.com');

    await act(async () => container.querySelector('button')!.click());
    expect(input.value).toBe('antes@exemplo.com');
  });
});
