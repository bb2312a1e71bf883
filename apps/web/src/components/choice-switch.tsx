import { useId } from "react";
import classes from "./choice-switch.module.css";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceSwitchProps<T extends string> {
  /** The group's name as a screen reader says it (a text of the catalogue). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly Choice<T>[];
}

/**
 * One choice out of a few, shown as a segmented control (the kid, today / tomorrow). Native radios
 * in a `radiogroup`, not Mantine's SegmentedControl, whose sliding indicator cost every phone about
 * 2.5 KB of JavaScript (docs/decisions/0180): the browser gives the arrow keys, the single Tab
 * stop and the checked state; the styles are Mantine's CSS variables. Each radio lies, invisible,
 * over its whole segment, so a tap, a test's click and a screen reader's touch all land on it.
 */
export function ChoiceSwitch<T extends string>({ label, value, onChange, data }: ChoiceSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((choice) => (
        <label key={choice.value} className={classes.choice}>
          <input type="radio" className={classes.input} name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span className={classes.label}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
