import { Link, NavLink } from 'react-router';
import { paths } from '@/shared/paths';
import { buttonVariants } from '@/web/components/ui/button-variants';

export type NavLayout = 'bar' | 'menu';

interface NavItemsProps {
  layout: NavLayout;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** Links every visitor sees. 'Meus Concursos' joins them for signed-in users once accounts exist. */
const MAIN_LINKS = [{ to: paths.feed.to(), label: 'Explorar' }] as const;

export const SIGN_UP_PATH = `${paths.auth.to()}?tab=cadastrar`;

const mainLinkClass = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  menu: 'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
} satisfies Record<NavLayout, string>;

export function MainLinks({ layout, onNavigate }: NavItemsProps) {
  return (
    <>
      {MAIN_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={mainLinkClass[layout]} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/**
 * Actions of a visitor without a session. When accounts arrive, the top bar renders a signed-in
 * counterpart (Meus Concursos, Sair) in place of this component.
 */
export function SignedOutActions({ layout, onNavigate }: NavItemsProps) {
  const size = layout === 'bar' ? 'sm' : 'lg';
  const className = layout === 'menu' ? 'w-full' : undefined;
  return (
    <>
      <li>
        <Link
          to={paths.auth.to()}
          className={buttonVariants({ variant: layout === 'bar' ? 'ghost' : 'outline', size, className })}
          onClick={onNavigate}
        >
          Entrar
        </Link>
      </li>
      <li>
        <Link to={SIGN_UP_PATH} className={buttonVariants({ size, className })} onClick={onNavigate}>
          Cadastrar
        </Link>
      </li>
    </>
  );
}
