import { sql, type Kysely } from 'kysely';

/**
 * Reprinting gets its own permission (issue 25): until now any `orders.view` user (kitchen,
 * waiter) could queue any order's receipt on any printer. Existing roles that take payments get
 * `orders.reprint`, as the defaults give it (packages/contracts/src/permissions.ts); the others
 * lose nothing they needed to do their work.
 */
export function reprintPermission() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        insert into role_permissions (role_id, permission)
        select role_id, 'orders.reprint' from role_permissions rp
        where rp.permission = 'payments.take'
          and not exists (
            select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = 'orders.reprint'
          )`.execute(db);
    },
  };
}
