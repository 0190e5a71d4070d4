/**
 * Terms and their values, one pair per row from the small breakpoint: a lead's
 * facts and answers, an e-mail's envelope. A long value (an address, a link)
 * wraps anywhere rather than widening the page.
 */
export function Facts({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(9rem,max-content)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink/70">{term}</dt>
          <dd className="mb-2 whitespace-pre-wrap [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
