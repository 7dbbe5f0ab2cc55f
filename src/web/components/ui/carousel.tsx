import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/web/lib/utils';
import { buttonVariants } from './button-variants';

export type CarouselApi = UseEmblaCarouselType[1];
export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

interface CarouselContextValue {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Os componentes do carrossel precisam estar dentro de <Carousel>.');
  return context;
}

/** Product default (SPEC.md section 9): no loop, slides aligned to the start. */
const DEFAULT_OPTIONS: CarouselOptions = { loop: false, align: 'start' };

export type CarouselProps = ComponentProps<'div'> & {
  /** Names the carousel region; or pass aria-labelledby pointing at a visible heading inside it. */
  label?: string;
  opts?: CarouselOptions;
};

/**
 * A horizontal carousel on embla. Slides per view come from each CarouselItem's width (CSS), so the
 * layout stays responsive without script. Arrow keys move it while focus is inside; the previous and
 * next buttons may sit anywhere inside (e.g. beside the heading).
 */
export function Carousel({ label, opts, className, children, onKeyDownCapture, ...props }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ ...DEFAULT_OPTIONS, ...opts });
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = (embla: NonNullable<CarouselApi>) => {
      setCanScrollPrev(embla.canScrollPrev());
      setCanScrollNext(embla.canScrollNext());
    };
    update(api);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDownCapture?.(event);
    // Keys pressed in a dialog opened from a slide reach here through React's portal: not ours.
    if (event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  }

  return (
    <CarouselContext.Provider value={{ viewportRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      <div
        data-slot="carousel"
        role="region"
        aria-roledescription="carrossel"
        aria-label={label}
        className={cn('relative', className)}
        onKeyDownCapture={handleKeyDown}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/** The visible window and the track of slides. */
export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  return (
    // relative: the clip also holds the slides' absolutely positioned parts (sr-only texts), which
    // would otherwise widen the page on a phone.
    <div ref={viewportRef} data-slot="carousel-viewport" className="relative overflow-hidden">
      <div data-slot="carousel-content" className={cn('-ml-4 flex touch-pan-y', className)} {...props} />
    </div>
  );
}

/** One slide; by default one per view, widen it with basis classes (md:basis-1/2 lg:basis-1/3). */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

type ArrowProps = Omit<ComponentProps<'button'>, 'children'> & { label?: string };

const arrowClass = buttonVariants({
  variant: 'outline',
  size: 'icon',
  className: 'rounded-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background',
});

/**
 * The arrows stay focusable at the ends (aria-disabled rather than disabled), so keyboard focus is not
 * thrown back to the top of the page when the last slide is reached.
 */
function CarouselArrow({ direction, label, className, onClick, ...props }: ArrowProps & { direction: 'prev' | 'next' }) {
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  const enabled = direction === 'prev' ? canScrollPrev : canScrollNext;
  const Icon = direction === 'prev' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      data-slot={direction === 'prev' ? 'carousel-previous' : 'carousel-next'}
      aria-label={label ?? (direction === 'prev' ? 'Anterior' : 'Próximo')}
      aria-disabled={!enabled}
      className={cn(arrowClass, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!enabled || event.defaultPrevented) return;
        if (direction === 'prev') scrollPrev();
        else scrollNext();
      }}
      {...props}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

export function CarouselPrevious(props: ArrowProps) {
  return <CarouselArrow direction="prev" {...props} />;
}

export function CarouselNext(props: ArrowProps) {
  return <CarouselArrow direction="next" {...props} />;
}
