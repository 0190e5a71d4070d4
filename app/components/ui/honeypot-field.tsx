import { honeypotField } from "#domain/forms/honeypot.ts";

/**
 * The honeypot: a text field moved off screen and hidden from assistive technology,
 * out of the tab order. People leave it empty; bots that fill every field do not.
 */
export function HoneypotField({
  id,
  label,
  ref,
}: {
  id: string;
  /** Its label (already translated), for the bots that read labels. */
  label: string;
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
