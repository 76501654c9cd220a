// A group of radio buttons or checkboxes with its legend: the configurator's choices are short
// lists that are all worth seeing at once.
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

export function RadioGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mp-choices">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="mp-choice">
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function CheckboxGroup({
  legend,
  choices,
  values,
  onChange,
}: {
  legend: ReactNode;
  choices: readonly Choice<string>[];
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className="mp-choices mp-choices--scroll">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="mp-choice">
          <input
            type="checkbox"
            value={choice.value}
            checked={values.includes(choice.value)}
            onChange={(e) => onChange(e.target.checked ? [...values, choice.value] : values.filter((v) => v !== choice.value))}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
