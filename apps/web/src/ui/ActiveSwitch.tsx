import { Switch, type SwitchProps } from '@mantine/core';

type Flag = 'S' | 'N';

/** 'Vigente' over the spec's S/N flag. */
export function ActiveSwitch({
  value,
  onChange,
  ...rest
}: Omit<SwitchProps, 'value' | 'checked' | 'onChange'> & { value: string; onChange: (value: Flag) => void }) {
  return (
    <Switch
      label="Vigente"
      {...rest}
      checked={value === 'S'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'S' : 'N')}
    />
  );
}
