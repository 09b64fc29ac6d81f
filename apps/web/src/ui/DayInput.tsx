import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { parseDayMonthYear } from './format.ts';

/** How every date is written and typed in the product. */
export const DAY_FORMAT = 'DD/MM/YYYY';

type DayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'dateParser'> & {
  /** 'yyyy-MM-dd', as the spec sends it; '' when empty. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The one date picker of the product: shown and typed as dd/MM/yyyy with a Spanish calendar, whatever the
 * browser's language, while the form keeps the spec's 'yyyy-MM-dd' ('' when cleared).
 */
export function DayInput({ value, onChange, ...props }: DayInputProps) {
  return (
    <DateInput
      locale="es"
      valueFormat={DAY_FORMAT}
      placeholder="dd/mm/aaaa"
      dateParser={parseDayMonthYear}
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
