import { useId } from "react";

const controlClass =
  "mt-1 block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

interface FieldOwnProps {
  /** The visible label (already translated). */
  label: string;
  /** The error message (already translated), shown under the control and wired to it. */
  error?: string | undefined;
  /** `data-testid` of the error message. */
  errorTestId?: string;
  /** A line under the label that says what to write (already translated), wired to the control. */
  hint?: string | undefined;
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: React.Ref<HTMLTextAreaElement>;
};

/** The id of the control (given or generated) and the attributes that tie its error to it. */
function useFieldIds(givenId: string | undefined, error: string | undefined, hint?: string) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const described = [hint ? `${id}-hint` : "", error ? errorId : ""].filter(Boolean).join(" ");
  return {
    id,
    errorId,
    control: {
      id,
      className: controlClass,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described || undefined,
    },
  };
}

function FieldShell({
  id,
  errorId,
  label,
  error,
  errorTestId,
  hint,
  children,
}: FieldOwnProps & { id: string; errorId: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its error message. */
export function InputField({ label, error, errorTestId, id: givenId, ...input }: FieldOwnProps & InputProps) {
  const { id, errorId, control } = useFieldIds(givenId, error);
  return (
    <FieldShell id={id} errorId={errorId} label={label} error={error} errorTestId={errorTestId}>
      <input {...input} {...control} />
    </FieldShell>
  );
}

/** A labelled multi-line text area with its error message. */
export function TextareaField({
  label,
  error,
  errorTestId,
  hint,
  id: givenId,
  ...textarea
}: FieldOwnProps & TextareaProps) {
  const { id, errorId, control } = useFieldIds(givenId, error, hint);
  return (
    <FieldShell id={id} errorId={errorId} label={label} error={error} errorTestId={errorTestId} hint={hint}>
      <textarea {...textarea} {...control} />
    </FieldShell>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

/** A labelled select with its error message; `options` are [value, label] pairs, already translated. */
export function SelectField({
  label,
  error,
  errorTestId,
  id: givenId,
  options,
  ...select
}: FieldOwnProps & SelectProps & { options: readonly (readonly [string, string])[] }) {
  const { id, errorId, control } = useFieldIds(givenId, error);
  return (
    <FieldShell id={id} errorId={errorId} label={label} error={error} errorTestId={errorTestId}>
      <select {...select} {...control}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
