import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

const SOURCES = [
  { name: 'PCI Concursos', what: 'concursos com inscrições abertas.' },
  { name: 'JC Concursos', what: 'concursos previstos e autorizados.' },
  { name: 'Querido Diário', what: 'diários oficiais municipais, lidos com IA.' },
] as const;

/** The three sources and what a run does with them. */
export function CollectorHowItWorksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Como funciona</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">A coleta lê três fontes públicas:</p>
        <ul className="grid gap-2">
          {SOURCES.map((source) => (
            <li key={source.name}>
              <span className="font-semibold">{source.name}</span>: {source.what}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Um concurso já conhecido é atualizado, nunca duplicado. Se uma fonte falhar, as outras seguem e a falha
          aparece nos detalhes do resultado.
        </p>
      </CardContent>
    </Card>
  );
}
