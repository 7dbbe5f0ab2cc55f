import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import SearchXIcon from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { EDITAL_NOT_FOUND_MESSAGE } from '@/shared/api-error';
import { paths } from '@/shared/paths';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';

export const NOT_FOUND_TITLE = EDITAL_NOT_FOUND_MESSAGE;

/** An unknown or malformed notice address. */
export function EditalNotFound() {
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center text-center">
      <SearchXIcon aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">
        O concurso que você procura não existe ou foi removido. Veja os concursos abertos no feed ou faça uma busca.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.feed.to()} className={buttonVariants()}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para o feed
        </Link>
        <Link to={paths.explorar.to()} className={buttonVariants({ variant: 'outline' })}>
          Buscar concursos
        </Link>
      </div>
    </PageContainer>
  );
}
