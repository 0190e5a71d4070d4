import { useRef } from "react";

/**
 * The options of a quiz question: the WAI-ARIA radio group pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/radio/), written out rather than taken
 * from Radix (decision 009: Radix's radio group made the full-page quiz's hydration
 * one 20–30 ms task, over the 50 ms TBT budget on a slow phone).
 *
 * - One tab stop: the checked option, or the first one.
 * - Arrow keys move focus to the next or previous option (wrapping) and check it:
 *   that only records the answer (`onSelect`).
 * - Space, Enter, a click or a tap chooses the option (`onChoose`): the quiz moves on.
 */
export function OptionGroup<Value extends string>({
  labelledBy,
  options,
  selected,
  onSelect,
  onChoose,
  className,
  optionClass,
  renderOption,
}: {
  labelledBy: string;
  options: readonly Value[];
  selected: Value | undefined;
  onSelect: (value: Value) => void;
  onChoose: (value: Value) => void;
  className?: string;
  optionClass: (checked: boolean) => string;
  renderOption: (value: Value, checked: boolean) => React.ReactNode;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = selected !== undefined && options.includes(selected) ? selected : options[0];

  const select = (index: number) => {
    const wrapped = (index + options.length) % options.length;
    buttons.current[wrapped]?.focus();
    onSelect(options[wrapped]!);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    if (event.key in steps) {
      event.preventDefault();
      select(index + steps[event.key]!);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      select(event.key === "Home" ? 0 : options.length - 1);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      onChoose(options[index]!);
    }
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={className}>
      {options.map((value, index) => {
        const checked = value === selected;
        return (
          <button
            key={value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={value === tabStop ? 0 : -1}
            data-testid={`quiz-option-${value}`}
            className={optionClass(checked)}
            onClick={() => onChoose(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {renderOption(value, checked)}
          </button>
        );
      })}
    </div>
  );
}
