import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayProvider, useToday, type ServerDay } from './today';

function Today() {
  return <p data-testid="today">{useToday()}</p>;
}

const SERVER: ServerDay = { day: '2026-01-01', utcOffset: -180 };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TodayProvider', () => {
  it('draws the server’s day on the server and while hydrating, then the browser clock’s Brasília day', async () => {
    // 2026-01-02 00:30 in Brasília: the page was drawn the evening before.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-02T03:30:00Z') });
    const ui = (
      <TodayProvider server={SERVER}>
        <Today />
      </TodayProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('2026-01-01');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(container.textContent).toBe('2026-01-02');
    container.remove();
  });

  it('finds the browser’s day by arithmetic on the server’s offset, with no time-zone formatter', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-02T02:59:00Z') });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    render(
      <TodayProvider server={SERVER}>
        <Today />
      </TodayProvider>,
    );
    // 23:59 of the 1st in Brasília.
    expect(screen.getByTestId('today')).toHaveTextContent('2026-01-01');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('uses the browser’s Brasília day on a page the server did not draw', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00Z') });
    render(
      <TodayProvider>
        <Today />
      </TodayProvider>,
    );
    expect(screen.getByTestId('today')).toHaveTextContent('2026-03-10');
  });
});
