/** The numeric id of a /product-details/{id} route parameter, or undefined when malformed. */
export function parseProductId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,16}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
