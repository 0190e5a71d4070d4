import type { IslandName } from "./names.ts";

/**
 * An interactive part of a public page (docs/decisions/103). The page is pre-rendered
 * whole, as before; on a public page the browser loads no React until the visitor shows
 * intent on this part (app/islands/loader.ts), then hydrates it alone
 * (app/islands/hydrate.tsx). Its props are serialized beside it, in `data-island-props`,
 * and the page route's action data, when the page answers a post, in `data-island-action`;
 * its strings come with its code (scripts/island-strings.ts).
 * `display: contents`: the wrapper adds no box, so the page lays out as without it.
 */
export function Island<P extends Record<string, unknown>>({
  name,
  props,
  action,
  children,
}: {
  name: IslandName;
  props?: P;
  action?: unknown;
  children: React.ReactNode;
}) {
  return (
    <div
      data-island={name}
      data-island-props={props ? JSON.stringify(props) : undefined}
      data-island-action={action === undefined || action === null ? undefined : JSON.stringify(action)}
      style={{ display: "contents" }}
    >
      {children}
    </div>
  );
}
