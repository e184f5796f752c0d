/** The GST heads an order's total contains, as the API gives them (GraphQL `OrderGst`). */
export interface GstHeads<Amount extends { minorUnits: number }> {
  cgst: Amount;
  sgst: Amount;
  igst: Amount;
}

export interface GstPart<Amount> {
  label: 'CGST' | 'SGST' | 'IGST';
  value: Amount;
}

/**
 * The heads to show, for My Order and the back-office alike: CGST + SGST for a delivery inside the shop's
 * state, else IGST (docs/decisions.md#gst-and-invoices). An order with no GST at all shows IGST at zero.
 */
export function gstParts<Amount extends { minorUnits: number }>(gst: GstHeads<Amount>): GstPart<Amount>[] {
  const intraState = gst.igst.minorUnits === 0 && gst.cgst.minorUnits + gst.sgst.minorUnits > 0;
  return intraState
    ? [
        { label: 'CGST', value: gst.cgst },
        { label: 'SGST', value: gst.sgst },
      ]
    : [{ label: 'IGST', value: gst.igst }];
}
