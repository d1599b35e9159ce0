/** The count of the widest breakpoint (minimum viewport width → slides) the window reaches. */
export function slidesFor(breakpoints: Readonly<Record<number, number>>, width: number): number {
  let slides = 1;
  for (const [minWidth, count] of Object.entries(breakpoints).sort(([a], [b]) => Number(a) - Number(b))) {
    if (width >= Number(minWidth)) slides = count;
  }
  return slides;
}
