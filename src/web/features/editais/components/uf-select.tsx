import type { ComponentProps } from 'react';
import { UF_NAMES, UFS } from '@/shared/ufs';
import { NativeSelect } from '@/web/components/ui/select';

type UfSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** The option meaning "no filter" (value ''). */
  allLabel: string;
  /** 'code' shows 'SP'; 'name' shows 'São Paulo (SP)'. */
  optionText?: 'code' | 'name';
  wrapperClassName?: string;
};

/** A state (UF) dropdown: the "all" option plus the 27 UFs in the spec's order. */
export function UfSelect({ allLabel, optionText = 'name', ...props }: UfSelectProps) {
  return (
    <NativeSelect {...props}>
      <option value="">{allLabel}</option>
      {UFS.map((uf) => (
        <option key={uf} value={uf}>
          {optionText === 'code' ? uf : `${UF_NAMES[uf]} (${uf})`}
        </option>
      ))}
    </NativeSelect>
  );
}
