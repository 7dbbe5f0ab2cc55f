import type { EditalCargo } from '@/shared/api/editais';
import { formatCurrency, formatEscolaridade, formatVagas } from '@/shared/editais/format';
import { DataTable } from '@/web/components/ui/data-table';

const NOT_INFORMED = 'Não informado';

function money(value: number | null): string {
  return value !== null && value > 0 ? formatCurrency(value) : NOT_INFORMED;
}

const td = 'px-4 py-3 align-top';

const CARGO_COLUMNS = ['Cargo', 'Escolaridade', 'Jornada', 'Vagas', 'Remuneração base', 'Formato da prova', 'Taxa'];

/** The positions of a notice. */
export function CargosTable({ cargos, titulo }: { cargos: EditalCargo[]; titulo: string }) {
  if (cargos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted/50 p-6 text-center text-muted-foreground">
        Os cargos deste concurso ainda não foram divulgados.
      </p>
    );
  }
  return (
    <DataTable label="Tabela de cargos" caption={`Cargos do ${titulo}`} columns={CARGO_COLUMNS}>
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
    </DataTable>
  );
}
