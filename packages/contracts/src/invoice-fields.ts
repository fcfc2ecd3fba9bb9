/**
 * What a simplified tax invoice (the receipt a restaurant gives its guests) must carry in Saudi
 * Arabia: the VAT Implementing Regulations (article 53) and ZATCA's e-invoicing phase 1.
 * docs/zatca.md says where Cashier prints each one; the receipt tests (the thermal print and the
 * browser receipt) check every field of this list, so a field added here fails them until it is
 * printed and checked.
 */
export const SIMPLIFIED_INVOICE_FIELDS = [
  /** "Simplified tax invoice" / "فاتورة ضريبية مبسطة". */
  'title',
  /** The seller's name: the legal name, or the restaurant's when they are one. */
  'sellerName',
  /** The seller's address. */
  'sellerAddress',
  /** The seller's VAT registration number, as text. */
  'vatNumber',
  /** The sequential invoice number. */
  'invoiceNumber',
  /** The date and time the invoice was issued. */
  'issuedAt',
  /** Each item: what it is, how many, and its amount. */
  'items',
  /** The total with VAT. */
  'total',
  /** The VAT amount and the rate it was charged at. */
  'vat',
  /** The phase 1 QR code: seller, VAT number, time, total and VAT as TLV. */
  'qrCode',
] as const;
export type SimplifiedInvoiceField = (typeof SIMPLIFIED_INVOICE_FIELDS)[number];
