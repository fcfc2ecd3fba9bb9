/**
 * Where a table's QR code sends a guest: the online ordering website's table page (a later
 * issue builds it). Every QR code is made from this one function, so the address changes here only.
 * @example tableOrderingUrl('k3J9…') // 'https://pos.example.com/menu/t/k3J9…'
 */
export function tableOrderingUrl(qrToken: string, origin: string = window.location.origin): string {
  return `${origin}/menu/t/${encodeURIComponent(qrToken)}`;
}
