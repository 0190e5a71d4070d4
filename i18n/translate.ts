/**
 * Looking up and filling in the site's translations (docs/decisions/008).
 *
 * The resources are typed objects (`locales/{lang}/*.ts`); a key is a dotted path
 * into one namespace (`footer.rights`), checked by the compiler. Strings may hold
 * `{{name}}` placeholders, filled from the values given and the defaults (the brand
 * name); an object or array comes back whole, with every string in it filled in.
 * There are no plurals, nesting or formatters in the copy, and none here.
 */

/** Values for `{{name}}` placeholders. */
export type Values = Readonly<Record<string, string | number>>;

/** Every dotted key of a resource tree; arrays are values, not walked into. */
export type Path<T> = T extends string | readonly unknown[]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | `${K}.${Path<T[K]>}`;
    }[keyof T & string];

/** The value at a dotted key. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A translation function bound to one namespace of one language. */
export type Translate<T> = <P extends Path<T>>(key: P, values?: Values) => PathValue<T, P>;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills the `{{name}}` placeholders of every string in `value`; unknown names stay as they are. */
export function interpolate<T>(value: T, values: Values): T {
  if (typeof value === "string") {
    return value.replace(placeholder, (match, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : match,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => interpolate(item, values)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, values)]),
    ) as T;
  }
  return value;
}

/** The value at a dotted key, or undefined. */
export function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A translation function over one namespace. A key that is not there (the compiler
 * rules that out for literal keys) comes back as the key itself, as i18next did,
 * so a gap shows on the page instead of breaking it.
 */
export function translator<T>(namespace: T, defaults: Values = {}): Translate<T> {
  return ((key: string, values?: Values) => {
    const value = lookup(namespace, key);
    if (value === undefined) return key;
    return interpolate(value, values ? { ...defaults, ...values } : defaults);
  }) as Translate<T>;
}
