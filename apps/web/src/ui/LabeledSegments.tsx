import { SegmentedControl, type SegmentedControlProps, Text } from '@mantine/core';

/** A segmented choice under its label, as a form field; the label also names it for screen readers. */
export function LabeledSegments({ label, ...props }: SegmentedControlProps & { label: string }) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} {...props} />
    </div>
  );
}
