/**
 * The carousel's slide widths as CSS for its breakpoints (minimum viewport width → slides per
 * view): drawn by the browser from the first paint, so a prerendered carousel already has the
 * layout it keeps once the script runs. Later rules win, so the widest breakpoint reached applies.
 */
export function slideWidthCss(breakpoints: Readonly<Record<number, number>>) {
  const key = Object.entries(breakpoints)
    .map(([minWidth, count]) => [Number(minWidth), count] as const)
    .sort(([a], [b]) => a - b);
  const name = key.map(([minWidth, count]) => `${minWidth}:${count}`).join(',');
  const selector = `[data-slides="${name}"]>*`;
  const rule = (count: number) => `${selector}{flex-basis:${+(100 / count).toFixed(4)}%}`;
  const css = [
    rule(1),
    ...key.map(([minWidth, count]) =>
      minWidth === 0 ? rule(count) : `@media (min-width:${minWidth}px){${rule(count)}}`,
    ),
  ].join('');
  return { name, css };
}
