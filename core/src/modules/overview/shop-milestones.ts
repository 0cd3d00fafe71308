import type { EventBus } from '../../shared/event-bus';

/**
 * Records when an account applied to sell and when its shop was approved (the users table keeps only
 * the current state), so the admin's overview lists the longest-waiting applications first and counts
 * new shops in the week they opened. Written inside the change's own transaction.
 */
export function recordShopMilestones(events: EventBus): void {
  events.onTransaction('seller.applied', async (em, { userId }) => {
    await em.execute(
      `insert into shop_milestones (user_id, applied_at) values (?, now())
       on conflict (user_id) do update set applied_at = now()`,
      [userId],
    );
  });
  events.onTransaction('seller.approved', async (em, { userId }) => {
    await em.execute(
      `insert into shop_milestones (user_id, approved_at) values (?, now())
       on conflict (user_id) do update set approved_at = now()`,
      [userId],
    );
  });
}
