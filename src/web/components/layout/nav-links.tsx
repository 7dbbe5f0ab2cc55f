import { Link, NavLink } from 'react-router';
import { paths } from '@/shared/paths';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { useSessionNav } from './session-nav';

export type NavLayout = 'bar' | 'menu';

interface NavItemsProps {
  layout: NavLayout;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

const EXPLORAR = { to: paths.feed.to(), label: 'Explorar' } as const;
const MEUS_CONCURSOS = { to: paths.meusConcursos.to(), label: 'Meus Concursos' } as const;

export const SIGN_UP_PATH = `${paths.auth.to()}?tab=cadastrar`;

const mainLinkClass = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  menu: 'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
} satisfies Record<NavLayout, string>;

/** Explorar for everyone; Meus Concursos joins it once the visitor is signed in. */
export function MainLinks({ layout, onNavigate }: NavItemsProps) {
  const { status } = useSessionNav();
  const links = status === 'signed-in' ? [EXPLORAR, MEUS_CONCURSOS] : [EXPLORAR];
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={mainLinkClass[layout]} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

function actionClasses(layout: NavLayout) {
  return { size: layout === 'bar' ? ('sm' as const) : ('lg' as const), className: layout === 'menu' ? 'w-full' : undefined };
}

/** Entrar and Cadastrar, for a visitor without a session. */
export function SignedOutActions({ layout, onNavigate }: NavItemsProps) {
  const { size, className } = actionClasses(layout);
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

/** Minha conta and Sair, for a signed-in visitor. */
export function SignedInActions({ layout, onNavigate }: NavItemsProps) {
  const { size, className } = actionClasses(layout);
  const { signOut, signingOut } = useSessionNav();
  return (
    <>
      <li>
        <NavLink
          to={paths.conta.to()}
          className={buttonVariants({ variant: layout === 'bar' ? 'ghost' : 'outline', size, className })}
          onClick={onNavigate}
        >
          Minha conta
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          className={buttonVariants({ variant: layout === 'bar' ? 'outline' : 'secondary', size, className })}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
          onClick={signOut}
        >
          Sair
        </button>
      </li>
    </>
  );
}

/**
 * The session's actions. While the session is being checked a neutral block holds their place,
 * so neither variant flashes before the answer.
 */
export function SessionActions(props: NavItemsProps) {
  const { status } = useSessionNav();
  if (status === 'signed-in') return <SignedInActions {...props} />;
  if (status === 'signed-out') return <SignedOutActions {...props} />;
  return (
    <li
      aria-hidden="true"
      data-testid="session-placeholder"
      className={
        props.layout === 'bar'
          ? 'h-9 w-44 animate-pulse rounded-md bg-muted motion-reduce:animate-none'
          : 'h-[6.75rem] w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none'
      }
    />
  );
}
