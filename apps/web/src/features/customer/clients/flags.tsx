import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';

// The spec's S/N flags: 'Sí'/'No' in lists, a No/Sí choice in forms. The spec's 'SI' and 'Si' are this yes,
// written with its accent (issue 29); a badge shows it in capitals ('SÍ').

export const yesNo = (flag: string) => (flag === 'S' ? 'Sí' : 'No');

export function ActiveBadge({ flag }: { flag: string }) {
  return (
    // Never cut to 'S…' on a phone's card: the badge keeps its whole width.
    <Badge variant="light" color={flag === 'S' ? 'green' : 'gray'} style={{ minWidth: 'max-content' }}>
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
          { label: 'Sí', value: 'S' },
        ]}
        value={value}
        onChange={(next) => onChange(next === 'S' ? 'S' : 'N')}
      />
    </Stack>
  );
}
