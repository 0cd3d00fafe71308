import { Migration } from '@mikro-orm/migrations';

/** What the overview's migrations 20261125185001 and this module's 20261125191001 made; remade below. */
const EARLIER = [
  'drop trigger if exists order_withdrawal_balance on orders;',
  'drop trigger if exists order_withdrawal_balance_paid on orders;',
  'drop trigger if exists order_withdrawal_balance on order_items;',
  'drop trigger if exists order_withdrawal_balance on order_withdrawal_items;',
  'drop trigger if exists order_withdrawal_balance on order_refunds;',
  'drop trigger if exists order_withdrawal_balance on order_withdrawals;',
  'drop function if exists order_withdrawal_balance_by_id();',
  'drop function if exists order_withdrawal_balance_by_withdrawal();',
  'drop function if exists order_withdrawal_balance_by_order();',
  'drop function if exists order_withdrawal_balance_refresh(uuid);',
  'drop table if exists order_withdrawal_balances;',
];

/**
 * What the shop still owes for an order's withdrawals, written once, in SQL, and owned here.
 * `order_withdrawals_owed(order)` reckons each withdrawal's balance as order-withdrawal.ts's
 * `owedPerWithdrawal` does (its comment says how; a test compares the two on random histories), and
 * `order_withdrawal_balances` keeps its sum per order, with the order's shop, so the orders' to-do list
 * and the overview read the open ones through a partial index instead of reckoning every order that ever
 * had a withdrawal (order-todo.ts publishes that read). Triggers on this module's tables refresh an
 * order's row in the transaction of any change that moves it: its withdrawals, their lines and marks, its
 * refunds, a withdrawn line's price, the order's shop, payment or total. Until now the table, its triggers
 * and a second SQL reckoning lived in the overview's migrations, and the to-do list had a third.
 */
export class Migration20261127120002OrderWithdrawalBalances extends Migration {
  override async up(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
    // Instants to the millisecond, as the order's answer reads them (refunds are stamped by PostgreSQL
    // to the microsecond), so both reckonings see the same order of events.
    this.addSql(`
      create function order_withdrawals_owed(order_uuid uuid)
      returns table (withdrawal_id uuid, owed_ore bigint) language plpgsql stable as $$
      #variable_conflict use_column
      declare
        ids uuid[] := '{}';
        owed bigint[] := '{}';
        marked boolean[] := '{}';
        event record;
        paying bigint;
        excess bigint;
        part bigint;
        k int;
      begin
        for event in
          select * from (
            select date_trunc('milliseconds', w.created_at) as at, 0 as kind, w.id,
              coalesce((select sum((i.price_ore + i.shipping_price_ore)::bigint * wi.qty)
                from order_withdrawal_items wi join order_items i on i.id = wi.order_item_id
                where wi.withdrawal_id = w.id), 0)::bigint as ore,
              w.refunded_outside_at is not null as outside
            from order_withdrawals w where w.order_id = order_uuid
            union all
            select date_trunc('milliseconds', r.created_at), 1, r.id, r.amount_ore, false
            from order_refunds r where r.order_id = order_uuid and r.status <> 'failed'
            union all
            select date_trunc('milliseconds', w.refunded_outside_at), 2, w.id, 0, true
            from order_withdrawals w where w.order_id = order_uuid and w.refunded_outside_at is not null
          ) events
          order by at, kind, id
        loop
          if event.kind = 0 then
            ids := ids || event.id;
            owed := owed || event.ore;
            marked := marked || event.outside;
          elsif event.kind = 2 then
            k := array_position(ids, event.id);
            if k is not null then
              owed[k] := 0;
            end if;
          else
            paying := event.ore;
            for k in 1 .. coalesce(array_length(ids, 1), 0) loop
              exit when paying <= 0;
              part := least(paying, owed[k]);
              owed[k] := owed[k] - part;
              paying := paying - part;
            end loop;
          end if;
        end loop;
        for k in 1 .. coalesce(array_length(ids, 1), 0) loop
          if marked[k] then
            owed[k] := 0;
          end if;
        end loop;
        -- Never more than is left of the payment to refund: the newest give way first.
        select coalesce((select sum(x) from unnest(owed) x), 0) - coalesce(max(case when o.is_paid then
            greatest(o.total_ore - (select coalesce(sum(r.amount_ore), 0) from order_refunds r
              where r.order_id = o.id and r.status <> 'failed'), 0) else 0 end), 0)
          into excess from orders o where o.id = order_uuid;
        for k in reverse coalesce(array_length(ids, 1), 0) .. 1 loop
          exit when excess <= 0;
          part := least(excess, owed[k]);
          owed[k] := owed[k] - part;
          excess := excess - part;
        end loop;
        return query select u.id, u.ore from unnest(ids, owed) as u(id, ore);
      end;
      $$;
    `);
    this.addSql(`
      create table order_withdrawal_balances (
        order_id uuid primary key references orders (id) on delete cascade,
        seller_id uuid null,
        owed_ore bigint not null
      );
    `);
    this.addSql(
      'create index order_withdrawal_balances_open_idx on order_withdrawal_balances (seller_id) where owed_ore > 0;',
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
        insert into order_withdrawal_balances as b (order_id, seller_id, owed_ore)
        select o.id, o.seller_id, (select coalesce(sum(owed_ore), 0) from order_withdrawals_owed(o.id))
        from orders o where o.id = order_uuid
        on conflict (order_id) do update set seller_id = excluded.seller_id, owed_ore = excluded.owed_ore;
      end;
      $$;
    `);
    // Each trigger refreshes the order(s) a changed row belongs to, before and after the change.
    this.addSql(`
      create function order_withdrawal_balance_by_order() returns trigger language plpgsql as $$
      begin
        perform order_withdrawal_balance_refresh(changed.order_id)
        from (select old.order_id where tg_op <> 'INSERT' union select new.order_id where tg_op <> 'DELETE') changed;
        return null;
      end;
      $$;
    `);
    this.addSql(`
      create function order_withdrawal_balance_by_withdrawal() returns trigger language plpgsql as $$
      begin
        perform order_withdrawal_balance_refresh(w.order_id) from order_withdrawals w
        where w.id = old.withdrawal_id and tg_op <> 'INSERT' or w.id = new.withdrawal_id and tg_op <> 'DELETE';
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
    for (const table of ['order_withdrawals', 'order_refunds'])
      this.addSql(
        `create trigger order_withdrawal_balance after insert or update or delete on ${table} for each row execute function order_withdrawal_balance_by_order();`,
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
      `create trigger order_withdrawal_balance after update of seller_id, is_paid, total_ore on orders
       for each row when (old.seller_id is distinct from new.seller_id or old.is_paid is distinct from new.is_paid
         or old.total_ore is distinct from new.total_ore)
       execute function order_withdrawal_balance_by_id();`,
    );
    this.addSql(
      'select order_withdrawal_balance_refresh(order_id) from (select distinct order_id from order_withdrawals) w;',
    );
  }

  override async down(): Promise<void> {
    for (const sql of EARLIER) this.addSql(sql);
    this.addSql('drop function if exists order_withdrawals_owed(uuid);');
  }
}
