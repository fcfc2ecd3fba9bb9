import type { Migration } from 'kysely';
import type { Engine } from '../../config.ts';
import { initial } from './001_initial.ts';
import { approvals } from './002_approvals.ts';
import { printersConnection } from './003_printers_connection.ts';
import { ordersTicketIndex } from './004_orders_ticket_index.ts';
import { refunds } from './005_refunds.ts';
import { catalogVersion } from './006_catalog_version.ts';
import { refundsCreatedIndex } from './007_refunds_created_index.ts';
import { ordersSortIndexes } from './008_orders_sort_indexes.ts';
import { hardening } from './009_hardening.ts';
import { retentionIndexes } from './010_retention_indexes.ts';
import { kitchen } from './011_kitchen.ts';
import { displays } from './012_displays.ts';
import { printing } from './013_printing.ts';
import { shiftsReports } from './014_shifts_reports.ts';
import { reportRollups } from './015_report_rollups.ts';
import { exactTill } from './016_exact_till.ts';
import { reprintPermission } from './017_reprint_permission.ts';
import { displayOwners } from './018_display_owners.ts';
import { bilingualNames } from './019_bilingual_names.ts';
import { eventOrigin } from './020_event_origin.ts';

/** Every migration in order; names are permanent once released. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001_initial': initial(engine),
    '002_approvals': approvals(engine),
    '003_printers_connection': printersConnection(),
    '004_orders_ticket_index': ordersTicketIndex(),
    '005_refunds': refunds(engine),
    '006_catalog_version': catalogVersion(engine),
    '007_refunds_created_index': refundsCreatedIndex(),
    '008_orders_sort_indexes': ordersSortIndexes(),
    '009_hardening': hardening(engine),
    '010_retention_indexes': retentionIndexes(),
    '011_kitchen': kitchen(engine),
    '012_displays': displays(),
    '013_printing': printing(),
    '014_shifts_reports': shiftsReports(engine),
    '015_report_rollups': reportRollups(engine),
    '016_exact_till': exactTill(engine),
    '017_reprint_permission': reprintPermission(),
    '018_display_owners': displayOwners(engine),
    '019_bilingual_names': bilingualNames(),
    '020_event_origin': eventOrigin(),
  };
}
