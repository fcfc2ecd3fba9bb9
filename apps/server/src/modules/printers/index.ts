// The module's public face: what the rest of the server may use of it (lint refuses any other file).
export type { Block, PrintDocument } from './document.ts';
export { registerPrinterHandlers } from './handlers.ts';
export { prunePrintJobs } from './prune-repository.ts';
export { printJob, PrintQueue } from './queue.ts';
export { printOnPayment, printOnReceiptPrinter, printReceipt, receiptWords, stamp } from './receipts.ts';
export { reprintRateLimit } from './reprint-limit.ts';
export { printerRoutes } from './routes.ts';
export { PrintersService } from './service.ts';
export { printTickets } from './tickets.ts';
export { PRINT_TIMING, PrintWorker } from './worker.ts';
