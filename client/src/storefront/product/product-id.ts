/** The product id of a /product/:id address: a positive whole number, else null (not found). */
export function parseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
