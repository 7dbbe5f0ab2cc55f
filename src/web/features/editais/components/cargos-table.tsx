import type { EditalCargo } from '@/shared/api-types';
import { formatCurrency, formatEscolaridade, formatVagas } from '@/shared/editais/format';

const NOT_INFORMED = 'Não informado';

function money(value: number | null): string {
  return value !== null && value > 0 ? formatCurrency(value) : NOT_INFORMED;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const td = 'px-4 py-3 align-top';

/**
 * The positions of a notice. Wide tables scroll sideways on a phone; the scroll area is focusable
 * so it can be scrolled from the keyboard too.
 */
export function CargosTable({ cargos, titulo }: { cargos: EditalCargo[]; titulo: string }) {
  if (cargos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted/50 p-6 text-center text-muted-foreground">
        Os cargos deste concurso ainda não foram divulgados.
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label="Tabela de cargos"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">Cargos do {titulo}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              Cargo
            </th>
            <th scope="col" className={th}>
              Escolaridade
            </th>
            <th scope="col" className={th}>
              Jornada
            </th>
            <th scope="col" className={th}>
              Vagas
            </th>
            <th scope="col" className={th}>
              Remuneração base
            </th>
            <th scope="col" className={th}>
              Formato da prova
            </th>
            <th scope="col" className={th}>
              Taxa
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {cargos.map((cargo) => (
            <tr key={cargo.cargo_id}>
              <th scope="row" className={`${td} text-left font-semibold`}>
                {cargo.nome}
              </th>
              <td className={td}>{formatEscolaridade(cargo.escolaridade) || NOT_INFORMED}</td>
              <td className={td}>{cargo.jornada ?? NOT_INFORMED}</td>
              <td className={`${td} whitespace-nowrap`}>{cargo.vagas === null ? NOT_INFORMED : formatVagas(cargo.vagas)}</td>
              <td className={`${td} whitespace-nowrap`}>{money(cargo.remuneracao_base)}</td>
              <td className={td}>{cargo.formato_prova ?? NOT_INFORMED}</td>
              <td className={`${td} whitespace-nowrap`}>{cargo.taxa_inscricao === 0 ? 'Isento' : money(cargo.taxa_inscricao)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
