import { createServer } from 'node:http';
import { productListQuery } from '@torget/contract';
import pg from 'pg';
import { PRODUCT_COLUMNS } from '../../core/src/modules/products/product.mapper';
import { buildSearch } from '../../core/src/modules/products/product-search';

/**
 * The baseline the issue names: a bare node:http + pg server running the same SQL as core, doing
 * LIMIT 50 plus an exact count(*) on every list request, and one query per product by id.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    let body: unknown;
    const id = /^\/api\/products\/([0-9a-f-]{36})$/.exec(url.pathname)?.[1];
    if (id) {
      const { rows } = await pool.query(
        `select ${PRODUCT_COLUMNS}, coalesce((select json_agg(r) from reviews r where r.product_id = p.id), '[]') as reviews
         from products p join users u on u.id = p.seller_id where p.id = $1`,
        [id],
      );
      body = rows[0];
    } else {
      const query = productListQuery.parse(Object.fromEntries(url.searchParams));
      const search = buildSearch(query)!;
      const offset = (query.pageNumber - 1) * query.pageSize;
      const page = await pool.query(
        numbered(`select ${PRODUCT_COLUMNS} ${search.fromWhere} order by ${search.orderBy} limit ? offset ?`),
        [...search.params, query.pageSize, offset],
      );
      const count = await pool.query(
        numbered(`select count(*)::int as count ${search.fromWhere}`),
        search.params,
      );
      body = {
        products: page.rows,
        page: query.pageNumber,
        pages: Math.ceil(count.rows[0].count / query.pageSize),
      };
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
