import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useFieldControlProps } from './field-context';
import { controlClasses } from './input';

/** `group` names an `<optgroup>`: options of one group sit together, in the order given. */
export type SelectOption = { value: string; label: string; isDisabled?: boolean; group?: string };

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value} disabled={option.isDisabled}>
      {option.label}
    </option>
  );
}

/** The options as given, with consecutive ones of a group inside its `<optgroup>`. */
function renderOptions(options: readonly SelectOption[]) {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last !== undefined && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs.map((run, index) =>
    run.group === undefined ? (
      run.options.map(renderOption)
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity here
      <optgroup key={`${run.group}-${index}`} label={run.group}>
        {run.options.map(renderOption)}
      </optgroup>
    ),
  );
}

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a novel". */
  placeholder?: string;
};

/** A styled native <select>: the platform's own picker is accessible and works on every phone. */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  const controlProps = useFieldControlProps(props);
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-9 appearance-none pr-9', className)} {...controlProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {renderOptions(options)}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
