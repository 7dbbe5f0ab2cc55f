import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { MainLinks, SessionActions } from './nav-links';

export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.to()}
          className="-m-1 rounded-lg p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Brand />
        </Link>
        <nav aria-label="Navegação principal" className="hidden md:block">
          <ul className="flex items-center gap-2">
            <MainLinks layout="bar" />
            <li aria-hidden="true" className="mx-2 h-6 w-px bg-border" />
            <SessionActions layout="bar" />
          </ul>
        </nav>
        <MobileMenu className="md:hidden" />
      </div>
    </header>
  );
}
