import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price order of search without a text, a point or a day (src/search/search-price-walk.sql.ts): each
 * kind of service in its page's order, the price with services without one last, then the id. One index
 * per kind (a master's own services, an organization's), so each branch of the statement reads its first
 * page's worth of rows after the cursor and stops, instead of sorting every visible service. The key's
 * expression is PRICE_KEY there, exactly. A partial index keeps no statistics of its expression (the
 * planner reads those of whole-table indexes only), so the expression has its own: without them a price
 * range's rows were guessed at 1% of the true count and the planner, with a category too, sorted every
 * service in the range rather than walking to the first page.
 */
export class SearchPriceOrder1764700000000 implements MigrationInterface {
  name = 'SearchPriceOrder1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX services_master_price_order_idx ON services ((COALESCE(price, 100000000000)), id)
        WHERE organization_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX services_organization_price_order_idx ON services ((COALESCE(price, 100000000000)), id)
        WHERE organization_id IS NOT NULL`,
    );
    await q.query(`CREATE STATISTICS services_price_order_stats ON (COALESCE(price, 100000000000)) FROM services`);
    await q.query(`ANALYZE services`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS services_price_order_stats`);
    await q.query(`DROP INDEX services_organization_price_order_idx`);
    await q.query(`DROP INDEX services_master_price_order_idx`);
  }
}
