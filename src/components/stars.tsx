/** A rating as whole stars (the integer part, spec §9), with the exact figure for screen readers. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const whole = Math.max(0, Math.min(max, Math.floor(rating)));
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex text-amber-600">
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden="true">
          {index < whole ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
