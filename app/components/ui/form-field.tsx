import { useId } from "react";

export const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** A labelled text input with its (already translated) error message wired to it. */
export function FormField({
  label,
  error,
  testId,
  ...input
}: InputProps & { label: string; error?: string | undefined; testId?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-testid={testId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
