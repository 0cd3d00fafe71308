import { Migration } from '@mikro-orm/migrations';

/**
 * The seller's "withdrawals to handle" counted from a table of its own. Counting them from the orders
 * read, for every order of the shop that ever had a withdrawal, the order, each withdrawn line and the
 * refunds (2 700 buffers and most of the overview's PostgreSQL time on the bench's shop, growing with the
 * shop's history). `order_withdrawal_balances` holds one row per order with a withdrawal: its shop, what
 * was withdrawn (lines' price and shipping × quantity) and what was refunded (refunds not failed), exactly
 * as orders/order-todo.ts reckons them, and a partial index holds the open ones (withdrawn more than
 * refunded), so the count reads only those. Triggers recompute an order's row from its withdrawals and
 * refunds whenever one of them, a withdrawn line's price or the order's shop changes, in the transaction
 * of the change; an order's deletion removes its row (cascade).
 */
export class Migration20261125185001OverviewWithdrawalBalances extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table order_withdrawal_balances (
        order_id uuid primary key references orders (id) on delete cascade,
        seller_id uuid null,
        withdrawn_ore bigint not null,
        refunded_ore bigint not null
      );
    `);
    this.addSql(
      'create index order_withdrawal_balances_open_idx on order_withdrawal_balances (seller_id) where withdrawn_ore > refunded_ore;',
    );
    this.addSql(`
      create function order_withdrawal_balance_refresh(order_uuid uuid) returns void language plpgsql as $$
      begin
        if order_uuid is null then
          return;
        end if;
        if not exists (select 1 from order_withdrawals w where w.order_id = order_uuid) then
          delete from order_withdrawal_balances where order_id = order_uuid;
          return;
        end if;
        insert into order_withdrawal_balances as b (order_id, seller_id, withdrawn_ore, refunded_ore)
        select o.id, o.seller_id,
          (select coalesce(sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty), 0)
           from order_withdrawals ow
           join order_withdrawal_items wi on wi.withdrawal_id = ow.id
           join order_items i on i.id = wi.order_item_id
           where ow.order_id = o.id),
          (select coalesce(sum(r.amount_ore), 0) from order_refunds r where r.order_id = o.id and r.status <> 'failed')
        from orders o where o.id = order_uuid
        on conflict (order_id) do update set seller_id = excluded.seller_id,
          withdrawn_ore = excluded.withdrawn_ore, refunded_ore = excluded.refunded_ore;
      end;
      $$;
    `);
    // Each trigger refreshes the order(s) a changed row belongs to, before and after the change.
    this.addSql(`
      create function order_withdrawal_balance_by_order() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform order_withdrawal_balance_refresh(old.order_id);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.order_id is distinct from old.order_id) then
          perform order_withdrawal_balance_refresh(new.order_id);
        end if;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create function order_withdrawal_balance_by_withdrawal() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform order_withdrawal_balance_refresh((select order_id from order_withdrawals where id = old.withdrawal_id));
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          perform order_withdrawal_balance_refresh((select order_id from order_withdrawals where id = new.withdrawal_id));
        end if;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create function order_withdrawal_balance_by_id() returns trigger language plpgsql as $$
      begin
        perform order_withdrawal_balance_refresh(new.id);
        return null;
      end;
      $$;
    `);
    this.addSql(
      'create trigger order_withdrawal_balance after insert or update or delete on order_withdrawals for each row execute function order_withdrawal_balance_by_order();',
    );
    this.addSql(
      'create trigger order_withdrawal_balance after insert or update or delete on order_refunds for each row execute function order_withdrawal_balance_by_order();',
    );
    this.addSql(
      'create trigger order_withdrawal_balance after insert or update or delete on order_withdrawal_items for each row execute function order_withdrawal_balance_by_withdrawal();',
    );
    this.addSql(
      `create trigger order_withdrawal_balance after update of price_ore, shipping_price_ore on order_items
       for each row when (old.price_ore is distinct from new.price_ore or old.shipping_price_ore is distinct from new.shipping_price_ore)
       execute function order_withdrawal_balance_by_order();`,
    );
    this.addSql(
      `create trigger order_withdrawal_balance after update of seller_id on orders
       for each row when (old.seller_id is distinct from new.seller_id)
       execute function order_withdrawal_balance_by_id();`,
    );
    // What is there already.
    this.addSql(
      'select order_withdrawal_balance_refresh(order_id) from (select distinct order_id from order_withdrawals) w;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists order_withdrawal_balance on orders;');
    this.addSql('drop trigger if exists order_withdrawal_balance on order_items;');
    this.addSql('drop trigger if exists order_withdrawal_balance on order_withdrawal_items;');
    this.addSql('drop trigger if exists order_withdrawal_balance on order_refunds;');
    this.addSql('drop trigger if exists order_withdrawal_balance on order_withdrawals;');
    this.addSql('drop function if exists order_withdrawal_balance_by_id();');
    this.addSql('drop function if exists order_withdrawal_balance_by_withdrawal();');
    this.addSql('drop function if exists order_withdrawal_balance_by_order();');
    this.addSql('drop function if exists order_withdrawal_balance_refresh(uuid);');
    this.addSql('drop table if exists order_withdrawal_balances;');
  }
}
