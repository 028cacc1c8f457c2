// The reports module's public verbs: what other modules import from it (docs/server-code.md).

export { paidSale, refundBeforeTax, revenueFor } from './figures';
export { reportPdf } from './pdf';
