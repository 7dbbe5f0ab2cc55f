import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { emUf, UF_NAMES, UFS } from '@/shared/ufs';
import { Brand } from './brand';

const USEFUL_LINKS = [
  { to: paths.feed.to(), label: 'Explorar concursos' },
  { to: paths.explorar.to(), label: 'Buscar' },
  { to: paths.auth.to(), label: 'Criar conta' },
] as const;

const INSTITUTIONAL = [
  { to: paths.sobre.to(), label: 'Sobre' },
  { to: paths.planos.to(), label: 'Planos' },
  { to: paths.termos.to(), label: 'Termos de Uso' },
  { to: paths.privacidade.to(), label: 'Política de Privacidade' },
  { to: paths.contato.to(), label: 'Contato' },
] as const;

const linkClass =
  'rounded-sm text-slate-200 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="space-y-3 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The 27 state pages as compact codes (the full name is read out and shown on hover). */
function StateLinks() {
  return (
    <nav aria-label="Concursos por estado" className="md:col-span-3">
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
        Concursos por estado
      </h2>
      <ul className="grid grid-cols-7 gap-2 text-sm sm:grid-cols-9 md:grid-cols-[repeat(14,minmax(0,1fr))]">
        {UFS.map((uf) => (
          <li key={uf}>
            <Link
              to={paths.estado.to(uf)}
              title={`Concursos ${emUf(uf)}`}
              className="flex min-h-9 items-center justify-center rounded-md border border-slate-700 font-medium text-slate-200 transition-colors hover:border-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {uf}{' '}
              <span className="sr-only">{UF_NAMES[uf]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <Brand tone="dark" />
          <p className="max-w-md text-sm leading-relaxed">
            O MCI reúne concursos públicos de todo o Brasil — com inscrições abertas, previstos e autorizados — para
            você encontrar, salvar e acompanhar as oportunidades do seu estado.
          </p>
        </div>
        <nav aria-label="Links úteis">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">Links úteis</h2>
          <LinkList links={USEFUL_LINKS} />
        </nav>
        <nav aria-label="Institucional">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">Institucional</h2>
          <LinkList links={INSTITUTIONAL} />
        </nav>
        <StateLinks />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6">© 2026 MCI</p>
      </div>
    </footer>
  );
}
