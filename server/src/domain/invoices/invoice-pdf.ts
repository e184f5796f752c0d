import { formatMinorPlain } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceLineView, InvoiceView } from './invoice-view';
import { gstRegistrationLine } from '../../config/invoicing';

/**
 * The invoice as an A4 PDF (pdfkit, its built-in Helvetica: amounts are written "INR 1,23,456.00", since
 * the standard fonts have no rupee sign). A tax invoice shows each line's HSN, taxable value and GST and
 * the order's CGST + SGST or IGST; a commercial (export) invoice shows no Indian tax.
 */
export function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const title = `${titleOf(invoice)} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: invoice.seller.legalName, Subject: `Order ${invoice.orderNumber}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, invoice);
  doc.end();
  return done;
}

/** The document's name: a credit note (docs/decisions.md#credit-notes) reuses the invoice's layout. */
function titleOf(invoice: InvoiceView): string {
  if (invoice.correction) return 'Credit note';
  return invoice.kind === 'tax' ? 'Tax invoice' : 'Commercial invoice';
}

const MARGIN = 40;
const INK = '#1f1a17';
const MUTED = '#6b625b';
const GOLD = '#9a7b3f';
const RULE = '#d9d2c7';

type Doc = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLineView, index: number) => string;
}

/** Indian digit grouping for rupees (1,23,456.00), Western for the rest; always two decimals, exact. */
export const formatAmount = formatMinorPlain;

const formatDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

const formatRate = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2)}%`;

function columnsOf(invoice: InvoiceView): Column[] {
  const money = (minor: number) => formatAmount(minor, invoice.currencyCode);
  const first: Column[] = [{ header: '#', width: 18, align: 'left', cell: (_line, index) => String(index + 1) }];
  const last: Column[] = [
    { header: `Amount (${invoice.currencyCode})`, width: 82, align: 'right', cell: (line) => money(line.totalMinor) },
  ];
  if (invoice.kind === 'tax') {
    return [
      ...first,
      { header: 'Item', width: 175, align: 'left', cell: () => '' },
      { header: 'HSN', width: 38, align: 'left', cell: (line) => line.hsnCode },
      { header: 'Qty', width: 26, align: 'right', cell: (line) => String(line.quantity) },
      { header: 'Taxable value', width: 78, align: 'right', cell: (line) => money(line.taxableMinor) },
      { header: 'GST', width: 32, align: 'right', cell: (line) => (line.gstRate == null ? 'mixed' : formatRate(line.gstRate)) },
      { header: 'GST amount', width: 66, align: 'right', cell: (line) => money(line.gstMinor) },
      ...last,
    ];
  }
  return [
    ...first,
    { header: 'Item', width: 237, align: 'left', cell: () => '' },
    { header: 'HSN', width: 42, align: 'left', cell: (line) => line.hsnCode },
    { header: 'Qty', width: 30, align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Unit price', width: 106, align: 'right', cell: (line) => money(line.unitMinor) },
    ...last,
  ];
}

function drawInvoice(doc: Doc, invoice: InvoiceView): void {
  const width = doc.page.width - MARGIN * 2;
  let y = drawParties(doc, invoice, width);
  y = drawLines(doc, invoice, columnsOf(invoice), y, width);
  y = drawTotals(doc, invoice, y, width);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const notes = invoice.correction
    ? [
        `This credit note reduces invoice ${invoice.correction.invoiceNumber} by the amount above; that invoice itself stays valid.`,
        invoice.kind === 'tax'
          ? 'Prices include GST; the taxable value and GST above are the parts of the amount credited. Computer-generated; needs no signature.'
          : 'Export of goods: no Indian GST charged. This is a computer-generated credit note and needs no signature.',
      ]
    : invoice.kind === 'tax'
      ? [
          'Prices include GST; the taxable value and GST above are the parts of the amount paid, not charges on top.',
          'Whether tax is payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
        ]
      : [
          'Export of goods: no Indian GST charged. Import duties and taxes of the destination country are the buyer’s.',
          'This is a computer-generated invoice and needs no signature.',
        ];
  doc.text(notes.join('\n'), MARGIN, y + 14, { width });
}

/** The seller with the invoice's title and facts beside it, then the buyer; answers the y below them. */
function drawParties(doc: Doc, invoice: InvoiceView, width: number): number {
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(invoice.seller.legalName, MARGIN, MARGIN, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of invoice.seller.address) doc.text(line, { width: width * 0.6 });
  doc.text(gstRegistrationLine(invoice.seller.gstin), { width: width * 0.6 });
  doc.text(`State: ${invoice.seller.state}`, { width: width * 0.6 });
  const sellerBottom = doc.y;

  const right = MARGIN + width * 0.6;
  const rightWidth = width * 0.4;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(GOLD)
    .text(titleOf(invoice).toUpperCase(), right, MARGIN, { width: rightWidth, align: 'right' });
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(INK);
  const { correction } = invoice;
  const facts: Array<[string, string]> = correction
    ? [
        ['Credit note no.', invoice.number],
        ['Credit note date', formatDate(invoice.issuedAt)],
        ['Against invoice', `${correction.invoiceNumber} of ${formatDate(correction.invoicedAt)}`],
        ['Order', `${invoice.orderNumber} of ${formatDate(invoice.orderedAt)}`],
        ['For', correction.refund ? 'Refund' : 'Cancellation'],
      ]
    : [
        ['Invoice no.', invoice.number],
        ['Invoice date', formatDate(invoice.issuedAt)],
        ['Order', `${invoice.orderNumber} of ${formatDate(invoice.orderedAt)}`],
        ['Payment', invoice.paymentMethod === 'cod' ? 'Cash on delivery' : invoice.paid ? 'Paid online' : 'Online'],
      ];
  if (invoice.placeOfSupply) facts.push(['Place of supply', invoice.placeOfSupply]);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, right, doc.y, { width: rightWidth, align: 'right' });
  let y = Math.max(sellerBottom, doc.y) + 16;

  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();
  y += 10;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('BILL TO / SHIP TO', MARGIN, y, { characterSpacing: 1 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(invoice.buyer.name, MARGIN, doc.y + 2);
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.buyer.address) doc.text(line);
  doc.fillColor(MUTED).text(`${invoice.buyer.email} · ${invoice.buyer.phone}`);
  return doc.y + 16;
}

/** Taxable value, the GST split (tax invoice) and the total, right-aligned; answers the y below them. */
function drawTotals(doc: Doc, invoice: InvoiceView, top: number, width: number): number {
  const money = (minor: number) => `${invoice.currencyCode} ${formatAmount(minor, invoice.currencyCode)}`;
  const totals: Array<[string, string, boolean?]> = [];
  if (invoice.kind === 'tax') {
    totals.push(['Taxable value', money(invoice.taxableMinor)]);
    const rates = [...new Set(invoice.lines.map((line) => line.gstRate))];
    const rate = rates.length === 1 ? rates[0] : null;
    const half = rate != null ? ` @ ${formatRate(rate / 2)}` : '';
    const full = rate != null ? ` @ ${formatRate(rate)}` : '';
    if (invoice.igstMinor > 0 || (invoice.cgstMinor === 0 && invoice.sgstMinor === 0)) {
      totals.push([`IGST${full}`, money(invoice.igstMinor)]);
    } else {
      totals.push([`CGST${half}`, money(invoice.cgstMinor)], [`SGST${half}`, money(invoice.sgstMinor)]);
    }
  }
  totals.push([invoice.correction ? 'Total credited' : 'Total', money(invoice.totalMinor), true]);
  const labelX = MARGIN + width - 260;
  let y = ensureRoom(doc, top, totals.length * 16 + 60);
  for (const [label, value, strong] of totals) {
    if (strong) {
      doc
        .moveTo(labelX, y)
        .lineTo(MARGIN + width, y)
        .strokeColor(RULE)
        .stroke();
      y += 5;
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 130 });
    doc.text(value, labelX + 130, y, { width: 130, align: 'right' });
    y += strong ? 18 : 14;
  }
  return y;
}

/** The line table, a new page (with the header again) when a row would not fit; answers the y below it. */
function drawLines(doc: Doc, invoice: InvoiceView, columns: Column[], top: number, width: number): number {
  const header = (at: number): number => {
    doc.rect(MARGIN, at, width, 18).fill('#f4efe6');
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
    for (const column of columns) {
      doc.text(column.header, x + 3, at + 5, { width: column.width - 6, align: column.align, lineBreak: false });
      x += column.width;
    }
    return at + 22;
  };
  let y = header(top);
  const itemWidth = columns[1].width - 6;
  invoice.lines.forEach((line, index) => {
    doc.font('Helvetica-Bold').fontSize(9);
    const nameHeight = doc.heightOfString(line.description, { width: itemWidth });
    doc.font('Helvetica').fontSize(8);
    const extras = [line.details, ...line.identifiers].filter(Boolean);
    const extrasHeight = extras.reduce((sum, text) => sum + doc.heightOfString(text, { width: itemWidth }), 0);
    const height = nameHeight + extrasHeight + 8;
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = header(MARGIN);
    }
    let x = MARGIN;
    for (const [columnIndex, column] of columns.entries()) {
      if (columnIndex === 1) {
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor(INK)
          .text(line.description, x + 3, y, { width: itemWidth });
        doc.font('Helvetica').fontSize(8).fillColor(MUTED);
        for (const text of extras) doc.text(text, x + 3, doc.y, { width: itemWidth });
      } else {
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(INK)
          .text(column.cell(line, index), x + 3, y, { width: column.width - 6, align: column.align });
      }
      x += column.width;
    }
    y += height;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  });
  return y + 8;
}

function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= doc.page.height - MARGIN) return y;
  doc.addPage();
  return MARGIN;
}
