import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';

// The spec's S/N flags: 'SI'/'NO' in lists, a No/Si choice in forms.

export const yesNo = (flag: string) => (flag === 'S' ? 'SI' : 'NO');

export function ActiveBadge({ flag }: { flag: string }) {
  return (
    <Badge variant="light" color={flag === 'S' ? 'green' : 'gray'}>
      {yesNo(flag)}
    </Badge>
  );
}

/** A Yes/No choice of a form, named by its label for screen readers. */
export function YesNoField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: 'S' | 'N';
  onChange: (value: 'S' | 'N') => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-label={label}
        fullWidth
        disabled={disabled}
        data={[
          { label: 'No', value: 'N' },
          { label: 'Si', value: 'S' },
        ]}
        value={value}
        onChange={(next) => onChange(next === 'S' ? 'S' : 'N')}
      />
    </Stack>
  );
}
