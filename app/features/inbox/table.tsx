import { cn } from "../../lib/cn.ts";

/** A table that scrolls on its own on a narrow screen (focusable, named by its caption). */
export function DataTable({
  id,
  caption,
  head,
  rows,
  empty,
  numeric = [],
}: {
  id: string;
  caption: string;
  head: readonly string[];
  rows: readonly (readonly React.ReactNode[])[];
  empty: string;
  /** Columns (by index) aligned right, with tabular figures. */
  numeric?: readonly number[];
}) {
  const cell = (i: number) =>
    cn("border-b border-ink/10 px-3 py-2 align-top", numeric.includes(i) && "text-right tabular-nums");
  return (
    <div
      className="overflow-x-auto rounded-xl border border-ink/10 bg-white"
      // A scrolling region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-labelledby={id}
    >
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption id={id} className="px-3 py-2 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={cn(cell(i), "border-b-2 border-ink/30")}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className={cell(0)}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className={cn(cell(i), "font-medium")}>
                      {value}
                    </th>
                  ) : (
                    <td key={i} className={cell(i)}>
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
