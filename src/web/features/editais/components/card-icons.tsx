import BanknoteIcon from 'lucide-react/icons/banknote';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import BookmarkCheckIcon from 'lucide-react/icons/bookmark-check';
import ClipboardCheckIcon from 'lucide-react/icons/clipboard-check';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import LandmarkIcon from 'lucide-react/icons/landmark';
import MapPinIcon from 'lucide-react/icons/map-pin';
import UsersIcon from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** The icons every notice card repeats (facts, registration link, tracking actions). */
const CARD_ICONS = {
  banknote: BanknoteIcon,
  bookmark: BookmarkIcon,
  'bookmark-check': BookmarkCheckIcon,
  'clipboard-check': ClipboardCheckIcon,
  'external-link': ExternalLinkIcon,
  eye: EyeIcon,
  'eye-off': EyeOffIcon,
  'graduation-cap': GraduationCapIcon,
  landmark: LandmarkIcon,
  'map-pin': MapPinIcon,
  users: UsersIcon,
} satisfies Record<string, LucideIcon>;

export type CardIconName = keyof typeof CARD_ICONS;

export const cardIconId = (name: CardIconName) => `icone-${name}`;

/**
 * Each card icon's drawing, once per page. A list of 20 cards drew about 180 inline icons with
 * their paths (a third of the page's elements and ~80 kB of HTML to parse, lay out and hydrate on a
 * phone); with the sprite each icon is an `<svg><use>` pointing here. Render it once in every view
 * that shows notice cards (the server-render tests check that each reference resolves).
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(CARD_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={cardIconId(name as CardIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A card icon drawn from `CardIconSprite`; sized by `className` (or by the button it sits in). */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" className={cn('lucide', className)}>
      <use href={`#${cardIconId(name)}`} />
    </svg>
  );
}
