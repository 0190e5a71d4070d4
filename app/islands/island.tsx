import type { IslandName } from "./names.ts";

/**
 * An interactive part of a public page (docs/decisions/084). The page is pre-rendered
 * whole, as before; on a public page the browser loads no React until the visitor shows
 * intent on this part (app/islands/loader.ts), then hydrates it alone
 * (app/islands/hydrate.tsx). Its props are serialized beside it, in `data-island-props`;
 * the strings and data it reads come from the page's one JSON block (root.tsx).
 * `display: contents`: the wrapper adds no box, so the page lays out as without it.
 */
export function Island<P extends Record<string, unknown>>({
  name,
  props,
  children,
}: {
  name: IslandName;
  props?: P;
  children: React.ReactNode;
}) {
  return (
    <div
      data-island={name}
      data-island-props={props ? JSON.stringify(props) : undefined}
      style={{ display: "contents" }}
    >
      {children}
    </div>
  );
}
