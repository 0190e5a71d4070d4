/** The brand mark: an arch over the sea (Es Pontàs). Decorative; the link carries the name. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-brand-700" />
      <path d="M6 22V15a10 10 0 0 1 20 0v7h-5v-7a5 5 0 0 0-10 0v7z" className="fill-white" />
      <path
        d="M5 25.5c2.2 0 2.2-1.5 4.4-1.5s2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5 2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        className="stroke-accent-300"
      />
    </svg>
  );
}
