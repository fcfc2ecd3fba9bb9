import classes from './pos.module.css';

interface ChoiceProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  label: string;
}

/**
 * One of a few options, as a row of toggle buttons. Mantine's SegmentedControl would do, but its
 * floating indicator brings ScrollArea with it: about 7 KiB gzip on the till's first download.
 */
export function Choice<T extends string>({ value, onChange, data, label }: ChoiceProps<T>) {
  return (
    <div role="group" aria-label={label} className={classes.choice}>
      {data.map((option) => (
        <button
          key={option.value}
          type="button"
          className={classes.choiceItem}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
