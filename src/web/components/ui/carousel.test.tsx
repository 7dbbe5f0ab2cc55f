import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCarouselEnvironment } from '@/web/test/browser-stubs';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

/*
 * jsdom has no layout. embla measures offsetLeft/offsetWidth, so give the viewport room for one
 * 300 px slide and lay the slides out side by side; stub matchMedia and the observers embla
 * subscribes to (stubCarouselEnvironment).
 */
const SLIDE_WIDTH = 300;

function layoutOf(element: HTMLElement): { left: number; width: number } {
  if (element.dataset.slot === 'carousel-item') {
    const index = Array.from(element.parentElement?.children ?? []).indexOf(element);
    return { left: index * SLIDE_WIDTH, width: SLIDE_WIDTH };
  }
  // The track is as wide as the viewport; its slides overflow it.
  if (element.dataset.slot === 'carousel-viewport' || element.dataset.slot === 'carousel-content') {
    return { left: 0, width: SLIDE_WIDTH };
  }
  return { left: 0, width: 0 };
}

const descriptors = {
  offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
};

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return layoutOf(this).left;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return layoutOf(this).width;
    },
  });
  stubCarouselEnvironment();
});

afterEach(() => {
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
  vi.unstubAllGlobals();
});

function renderCarousel(count: number) {
  render(
    <Carousel label="Concursos com Inscrições Abertas">
      <CarouselPrevious />
      <CarouselNext />
      <CarouselContent>
        {Array.from({ length: count }, (_, i) => (
          <CarouselItem key={i} aria-label={`${i + 1} de ${count}`}>
            <a href={`/edital/${i + 1}`}>Concurso {i + 1}</a>
          </CarouselItem>
        ))}
      </CarouselContent>
    </Carousel>,
  );
  return {
    region: screen.getByRole('region', { name: 'Concursos com Inscrições Abertas' }),
    prev: screen.getByRole('button', { name: 'Anterior' }),
    next: screen.getByRole('button', { name: 'Próximo' }),
  };
}

const isDisabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('Carousel', () => {
  it('é uma região nomeada, com slides identificados', () => {
    const { region } = renderCarousel(3);
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 de 3');
  });

  it("'Anterior' começa desativado; 'Próximo' avança até o fim e então se desativa", async () => {
    const { prev, next } = renderCarousel(3);
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    expect(isDisabled(prev)).toBe(true);

    fireEvent.click(next);
    await waitFor(() => expect(isDisabled(prev)).toBe(false));
    expect(isDisabled(next)).toBe(false);

    fireEvent.click(next);
    await waitFor(() => expect(isDisabled(next)).toBe(true));
    // At the end the arrow stays focusable but does nothing.
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveFocus();
    expect(isDisabled(next)).toBe(true);

    fireEvent.click(prev);
    fireEvent.click(prev);
    await waitFor(() => expect(isDisabled(prev)).toBe(true));
    expect(isDisabled(next)).toBe(false);
  });

  it('as setas do teclado movem o carrossel quando o foco está dentro dele', async () => {
    const { prev, next } = renderCarousel(3);
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    const firstLink = screen.getByRole('link', { name: 'Concurso 1' });
    act(() => firstLink.focus());
    fireEvent.keyDown(firstLink, { key: 'ArrowRight' });
    await waitFor(() => expect(isDisabled(prev)).toBe(false));
    fireEvent.keyDown(firstLink, { key: 'ArrowLeft' });
    await waitFor(() => expect(isDisabled(prev)).toBe(true));
  });

  it('com um slide só, as duas setas ficam desativadas', async () => {
    const { prev, next } = renderCarousel(1);
    // Give embla its first frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(isDisabled(prev)).toBe(true);
    expect(isDisabled(next)).toBe(true);
  });
});
