import { useId } from 'react';
import type { Edital } from '@/shared/api/editais';
import { useToday } from '@/web/lib/today';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from '@/web/components/ui/carousel';
import { EditalCard } from './edital-card';
import { EditalCardSkeleton } from './edital-list';

interface EditaisCarouselProps {
  title: string;
  description?: string;
  editais: Edital[];
  loading: boolean;
  /** Shown when there is nothing to slide through. */
  emptyText: string;
}

/** Slides per view: one on phones, two at md, three at lg (SPEC.md section 9). */
const SLIDE = 'md:basis-1/2 lg:basis-1/3';
const SKELETON_SLIDES = ['block', 'hidden md:block', 'hidden lg:block'];
/**
 * The slides beyond those in view at rest (one on phones, two at md, three at lg) are drawn only once
 * they come near the screen (content-visibility): a phone otherwise lays out and paints the landing
 * page's 16 cards to show 2, most of the page's style and layout work. Their stand-in height is below
 * any card's, so the carousel keeps the height of the slides in view and nothing moves as the page
 * scrolls to it; a taller card further on grows the carousel only when the user slides to it.
 */
const DRAWN_NEAR_SCREEN = '[contain-intrinsic-size:auto_16rem] [content-visibility:auto]';
const IN_VIEW_AT_REST = ['', 'md:[content-visibility:visible]', 'lg:[content-visibility:visible]'];

function slideClass(index: number): string {
  if (index === 0) return SLIDE;
  return `${SLIDE} ${DRAWN_NEAR_SCREEN} ${IN_VIEW_AT_REST[index] ?? ''}`.trimEnd();
}

/** A titled carousel of notice cards, with the previous/next arrows beside the title. */
export function EditaisCarousel({ title, description, editais, loading, emptyText }: EditaisCarouselProps) {
  const headingId = useId();
  const today = useToday();
  const total = editais.length;
  return (
    <Carousel aria-labelledby={headingId}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-muted-foreground">{description}</p>}
        </div>
        {!loading && total > 0 && (
          <div className="flex shrink-0 gap-2">
            <CarouselPrevious />
            <CarouselNext />
          </div>
        )}
      </div>
      {loading ? (
        <div role="status" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Carregando concursos…</span>
          {SKELETON_SLIDES.map((className) => (
            <div key={className} className={className}>
              <EditalCardSkeleton />
            </div>
          ))}
        </div>
      ) : total === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-muted/50 p-8 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <CarouselContent>
          {editais.map((edital, index) => (
            <CarouselItem key={edital.id} aria-label={`${index + 1} de ${total}`} className={slideClass(index)}>
              <EditalCard edital={edital} today={today} headingLevel="h3" />
            </CarouselItem>
          ))}
        </CarouselContent>
      )}
    </Carousel>
  );
}
