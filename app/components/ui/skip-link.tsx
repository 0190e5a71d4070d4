/** The first focusable link of a page: jumps over the header to `#main` (visible when focused). */
export function SkipLink({ children }: { children: React.ReactNode }) {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
    >
      {children}
    </a>
  );
}
