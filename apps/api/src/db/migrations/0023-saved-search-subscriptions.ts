import { sql, type Kysely } from 'kysely'

// A saved search's members choose notifications of `ran` (its alerts) besides invite, comment and
// update (spec section 3), in the collections' `collection_subscriptions` they share: the action's
// check takes `ran` too. Which events a record of each kind offers is the routes' business
// (collections: invite, comment, add, remove, update; saved searches: ran, invite, comment, update).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table collection_subscriptions drop constraint collection_subscriptions_action_check`.execute(db)
  await sql`alter table collection_subscriptions add constraint collection_subscriptions_action_check
    check (action in ('invite', 'comment', 'add', 'remove', 'update', 'ran'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from collection_subscriptions where action = 'ran'`.execute(db)
  await sql`alter table collection_subscriptions drop constraint collection_subscriptions_action_check`.execute(db)
  await sql`alter table collection_subscriptions add constraint collection_subscriptions_action_check
    check (action in ('invite', 'comment', 'add', 'remove', 'update'))`.execute(db)
}
