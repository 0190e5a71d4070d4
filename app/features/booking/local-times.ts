/**
 * The booking page's one script (docs/decisions/068), inlined where the open
 * times end so it runs before the first paint: when the browser's time zone is
 * not the one the server rendered (Mexico City's unless the visitor chose one),
 * it writes the days and times again in the browser's zone, each link carrying
 * that zone, and sets the selector to it. Without JavaScript the server's
 * rendering stands, with the selector as a plain form. Self-contained: it is
 * inlined as its source text (`localTimesScript`), so it may use nothing outside.
 */
export function localTimes(rootId: string, listClass: string, dayClass: string) {
  const root = document.getElementById(rootId);
  const source = root?.querySelector("script[type='application/json']");
  if (!root || !source) return;
  const data = JSON.parse(source.textContent || "{}") as {
    zone: string;
    office: string;
    lang: string;
    days: number;
    starts: number[];
    href: string;
    none: string;
    beside: string;
    shownIn: string;
  };
  let zone = "";
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  const asked = new URL(location.href).searchParams.get("tz");
  if (!zone || asked || zone === data.zone) return;
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
  const dayOf = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const title = new Intl.DateTimeFormat(data.lang, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  const clock = (z: string) =>
    new Intl.DateTimeFormat(data.lang, { timeZone: z, hour: "numeric", minute: "2-digit" });
  const mine = clock(zone);
  const office = clock(data.office);
  const offset = (
    new Intl.DateTimeFormat(data.lang, { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(Date.now())
      .find((p) => p.type === "timeZoneName") || { value: "" }
  ).value;
  const name = `${(zone.split("/").pop() || zone).replace(/_/g, " ")}${offset ? ` (${offset})` : ""}`;
  const byDay = new Map<string, number[]>();
  let day = dayOf.format(Date.now());
  for (let i = 0; i < data.days; i += 1) {
    byDay.set(day, []);
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  for (const start of data.starts) byDay.get(dayOf.format(start))?.push(start);
  const list = root.querySelector("[data-days]");
  if (!list) return;
  let html = "";
  for (const [d, starts] of byDay) {
    const heading = esc(title.format(Date.parse(`${d}T12:00:00Z`)));
    if (starts.length === 0) {
      html += `<li class="py-2"><h3 class="inline text-sm font-semibold text-ink/75">${heading}</h3><p class="inline text-sm text-ink/60"> · ${esc(data.none)}</p></li>`;
      continue;
    }
    html += `<li class="${dayClass}"><h3 class="font-semibold text-ink">${heading}</h3>`;
    html += `<ul class="${listClass}">`;
    for (const s of starts) {
      const href = `${data.href}t=${s}&tz=${encodeURIComponent(zone)}`;
      const other = office.format(s);
      const own = mine.format(s);
      html += `<li><a href="${esc(href)}">${esc(own)}${own === other ? "" : `<span>${esc(data.beside.replace("{{time}}", other))}</span>`}</a></li>`;
    }
    html += `</ul></li>`;
  }
  list.innerHTML = html;
  const shown = root.querySelector("[data-zone-shown]");
  if (shown) shown.textContent = data.shownIn.replace("{{zone}}", name);
  const select = document.querySelector<HTMLSelectElement>("select[name='tz']");
  if (select) {
    if (![...select.options].some((o) => o.value === zone)) select.add(new Option(name, zone), 0);
    select.value = zone;
  }
}

/** The inline script's text: the function's source, called with the root's id. */
export const localTimesScript = (rootId: string, listClass: string, dayClass: string) =>
  `(${localTimes.toString()})(${[rootId, listClass, dayClass].map((v) => JSON.stringify(v)).join(",")})`;
