// docs/product.md's route table (§2) and call table (§7), generated from what the apps and core run:
//   the storefront's routers (storefront/src/app/router.tsx and routes/*.routes.tsx), the admin paths of the
//   contract (contract/src/admin-paths.ts) with the admin app's screens (admin-ui/src/app/router.tsx), and the
//   contract's `api` (contract/src/*.api.ts) with the core route file registering each call.
// `npm run docs:tables` writes them between the marker comments; `npm run lint` (scripts/checks.mjs, part of
// `npm test`) runs this with --check and fails while the committed tables differ. Run with tsx: the contract
// is TypeScript.
//
// The routers are read, not run (running them would load React and every screen): the reader knows the shapes
// the routers use (route objects, `.map` over a list of paths or of [path, component] pairs, guard layouts) and
// stops with an error on any other, so a new shape is taught here rather than silently left out.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// Required rather than imported: under tsx an import of typescript.js (9 MB) went through its transform, which
// cost more CPU than the whole check otherwise.
const ts = createRequire(import.meta.url)('typescript');

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const DOC = path.join(root, 'docs/product.md');

/**
 * What each screen is called in the guide, by its route file. A route file missing here is named after its file
 * (`order-history.route.tsx` → "Order history") until it is given a better name.
 */
const screenNames = {
  'storefront/src/app/routes/home.route.tsx': 'Home',
  'storefront/src/app/routes/product.route.tsx': 'Product page',
  'storefront/src/app/routes/shop.route.tsx': 'Shop page',
  'storefront/src/app/routes/search.route.tsx': 'Search (missing parts: all, all, 0, 0, 0, newest, 1)',
  'storefront/src/app/routes/categories.route.tsx': 'All categories, each a link to its search',
  'storefront/src/app/routes/info.route.tsx':
    'Information pages: about, privacy, privacy policy, terms, seller info',
  'storefront/src/app/routes/cart.route.tsx': 'Cart',
  'storefront/src/app/routes/auth.route.tsx': 'Sign in, register, password reset',
  'storefront/src/app/routes/checkout.route.tsx': 'Checkout: shipping, payment, place order',
  'storefront/src/app/routes/map.route.tsx': 'Map',
  'storefront/src/app/routes/order.route.tsx': 'Order',
  'storefront/src/app/routes/order-history.route.tsx': 'Order history',
  'storefront/src/app/routes/profile.route.tsx': 'Profile',
  'storefront/src/app/routes/become-seller.route.tsx': 'Shop application form (plan 1, 2 or 3)',
  'storefront/src/app/routes/seller-application.route.tsx': "The user's own application, read-only",
  'storefront/src/app/routes/my-shop-menu.route.tsx': 'My shop menu and overview',
  'storefront/src/app/routes/seller-products.route.tsx': 'Products (seller)',
  'storefront/src/app/routes/seller-product-import.route.tsx': 'Import products from CSV (seller)',
  'storefront/src/app/routes/seller-profile.route.tsx': 'Shop settings',
  'storefront/src/app/routes/seller-orders.route.tsx': 'Incoming orders',
  'storefront/src/app/routes/seller-discount-codes.route.tsx': 'Discount codes (seller)',
  'storefront/src/app/routes/seller-tax-details.route.tsx': 'Tax details (Skatteuppgifter, DAC7)',
  'storefront/src/app/routes/seller-product-edit.route.tsx': 'Product edit (seller)',
  'storefront/src/app/routes/report.route.tsx': 'Report illegal content (anmälan)',
  'storefront/src/app/routes/decisions.route.tsx': "Decisions on the user's shop or account, and appeals",
  'storefront/src/app/routes/not-found.route.tsx':
    'Not found (HTTP 404 from the server too, `storefront/server/`)',
  'admin-ui/src/app/routes/admin-menu.route.tsx': 'Admin menu and overview',
  'admin-ui/src/app/routes/product-list.route.tsx': 'Products (admin)',
  'admin-ui/src/app/routes/product-edit.route.tsx': 'Product edit (admin)',
  'admin-ui/src/app/routes/order-list.route.tsx': 'Orders (admin)',
  'admin-ui/src/app/routes/user-list.route.tsx': 'Users (admin)',
  'admin-ui/src/app/routes/user-edit.route.tsx': 'User edit: approve a seller, flags, plan, domain',
  'admin-ui/src/app/routes/admin-settings.route.tsx': 'Site texts (Admin / Settings)',
  'admin-ui/src/app/routes/notices.route.tsx': 'Reports of illegal content (Anmälningar), open and decided',
  'admin-ui/src/app/routes/notice.route.tsx': 'One report beside the reported listing, and its decision',
  'admin-ui/src/app/routes/appeals.route.tsx': 'Appeals waiting for an answer',
  'admin-ui/src/app/routes/transparency.route.tsx':
    "Transparency report (Öppenhetsrapport): the year's notice-and-action figures",
  'admin-ui/src/app/routes/dac7.route.tsx':
    'DAC7 report (DAC7-rapport): figures, XML file, platform operator',
};

/** Layout elements that guard their children, and the guard's name in the table. */
const guards = { RequireUser: 'signed-in', RequireSeller: 'seller', RequireAdmin: 'admin' };

/** Who may make a call (contract/src/call.ts `Access`), as the table says it. */
const who = { public: 'anyone', user: 'signed-in', seller: 'seller', admin: 'admin' };

const sources = new Map();
function source(file) {
  if (!sources.has(file))
    sources.set(
      file,
      ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    );
  return sources.get(file);
}

function fail(file, node, what) {
  const sf = source(file);
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  throw new Error(`${rel(file)}:${line + 1}: ${what} (teach scripts/product-tables.mjs this shape)`);
}

/** Parentheses and `as const` around an expression do not change it. */
function bare(node) {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    node = node.expression;
  return node;
}

/** A module specifier of `file` as a file on disk (the routers import without extensions). */
function resolveModule(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, base]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`${rel(file)}: cannot find ${specifier}`);
}

/** The file an identifier of `file` is imported from. */
function importOf(file, name) {
  for (const statement of source(file).statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const named = statement.importClause.namedBindings;
    const names = named && ts.isNamedImports(named) ? named.elements.map((e) => e.name.text) : [];
    if (statement.importClause.name?.text === name || names.includes(name))
      return resolveModule(file, statement.moduleSpecifier.text);
  }
  return undefined;
}

/** The initializer of a top-level `const name = …` in `file`, or of the one it imports. */
function constant(file, name) {
  for (const statement of source(file).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return { file, node: bare(declaration.initializer) };
  }
  const from = importOf(file, name);
  if (from) return constant(from, name);
  return undefined;
}

/** A string literal, or a name bound by the `.map` callback the object sits in. */
function text(file, node, bound) {
  node = bare(node);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isIdentifier(node) && node.text in bound) return bound[node.text];
  return fail(file, node, 'expected a string or a mapped name');
}

/** The screen of `lazy: () => import('./x.route').then((m) => ({ Component: m.X }))` or `m[name]`. */
function lazyScreen(file, node) {
  let found;
  const visit = (child) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(child.arguments[0])
    )
      found = resolveModule(file, child.arguments[0].text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  if (!found) fail(file, node, 'a lazy route without import()');
  return found;
}

/** Route objects of an array literal: [{ path, file, guard }], in the router's order. */
function routesOf(file, array, guard, bound = {}) {
  const rows = [];
  for (const element of array.elements) {
    if (ts.isSpreadElement(element)) rows.push(...spreadRoutes(file, bare(element.expression), guard, bound));
    else if (ts.isObjectLiteralExpression(bare(element)))
      rows.push(...routeObject(file, bare(element), guard, bound));
    else fail(file, element, 'a route that is neither an object nor a spread');
  }
  return rows;
}

function spreadRoutes(file, node, guard, bound) {
  if (ts.isIdentifier(node)) {
    const found = constant(file, node.text);
    if (!found || !ts.isArrayLiteralExpression(found.node))
      return fail(file, node, `no route list ${node.text}`);
    return routesOf(found.file, found.node, guard, bound);
  }
  // [...].map((path) => ({ … })) or [[path, name], …].map(([path, name]) => ({ … }))
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'map'
  ) {
    const list = bare(node.expression.expression);
    const callback = node.arguments[0];
    if (!ts.isArrayLiteralExpression(list) || !callback || !ts.isArrowFunction(callback))
      return fail(file, node, 'a .map over something other than a list literal');
    const parameter = callback.parameters[0].name;
    const body = bare(callback.body);
    if (!ts.isObjectLiteralExpression(body))
      return fail(file, callback, 'a .map callback not returning an object');
    return list.elements.flatMap((item) => {
      const value = bare(item);
      let names = {};
      if (ts.isIdentifier(parameter)) names = { [parameter.text]: text(file, value, bound) };
      else if (ts.isArrayBindingPattern(parameter) && ts.isArrayLiteralExpression(value))
        parameter.elements.forEach((binding, i) => {
          if (ts.isBindingElement(binding) && ts.isIdentifier(binding.name))
            names[binding.name.text] = text(file, value.elements[i], bound);
        });
      else fail(file, item, 'a .map item the reader cannot bind');
      return routeObject(file, body, guard, { ...bound, ...names });
    });
  }
  return fail(file, node, 'a spread of neither a route list nor a .map');
}

function routeObject(file, object, guard, bound) {
  const props = {};
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property)) props[property.name.text] = property.name;
    else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
      props[property.name.text] = property.initializer;
  }
  if (props.children) {
    const element = props.element && bare(props.element);
    let inner = guard;
    if (element && (ts.isJsxSelfClosingElement(element) || ts.isJsxElement(element))) {
      const tag = (ts.isJsxElement(element) ? element.openingElement : element).tagName.getText();
      if (tag.startsWith('Require') && !(tag in guards)) fail(file, element, `an unknown guard ${tag}`);
      inner = guards[tag] ?? guard;
    }
    const children = bare(props.children);
    if (!ts.isArrayLiteralExpression(children)) return fail(file, children, 'children that are not a list');
    return routesOf(file, children, inner, bound);
  }
  const route = props.index ? '/' : props.path ? text(file, props.path, bound) : undefined;
  if (route === undefined) return fail(file, object, 'a route without a path');
  let screen;
  if (props.lazy) screen = lazyScreen(file, props.lazy);
  else if (props.Component) screen = componentScreen(file, bare(props.Component));
  if (!screen) return fail(file, object, 'a route whose screen file cannot be found');
  return [{ path: route, file: screen, guard }];
}

/**
 * A route's `Component`: an imported screen, a local `const X = screen(() => import('./routes/x'))`, or such a
 * `screen(() => import(…))` call written in place (React.lazy screens).
 */
function componentScreen(file, component) {
  if (ts.isCallExpression(component)) return lazyScreen(file, component);
  if (!ts.isIdentifier(component)) return undefined;
  const imported = importOf(file, component.text);
  if (imported) return imported;
  const local = constant(file, component.text);
  return local && ts.isCallExpression(local.node) ? lazyScreen(local.file, local.node) : undefined;
}

/** The admin app's screens: `screens` in admin-ui/src/app/router.tsx maps each adminPaths key to its file. */
function adminRoutes(adminPaths) {
  const file = path.join(root, 'admin-ui/src/app/router.tsx');
  const found = constant(file, 'screens');
  if (!found || !ts.isObjectLiteralExpression(found.node)) throw new Error(`${rel(file)}: no screens object`);
  const files = {};
  for (const property of found.node.properties)
    if (ts.isPropertyAssignment(property))
      files[property.name.getText()] = lazyScreen(file, property.initializer);
  return Object.entries(adminPaths).map(([screen, route]) => {
    if (!files[screen]) throw new Error(`${rel(file)}: no screen for adminPaths.${screen}`);
    return { path: route, file: files[screen], guard: 'admin' };
  });
}

/** The features a screen file imports (`../../features/<name>/…`). */
function featuresOf(file) {
  const names = new Set();
  for (const statement of source(file).statements)
    if (ts.isImportDeclaration(statement)) {
      const match = /(?:^|\/)features\/([^/]+)/.exec(statement.moduleSpecifier.text);
      if (match) names.add(match[1]);
    }
  return [...names];
}

const shownPath = (route) =>
  route === '*' ? 'any other path' : `\`${route.replace(/:([A-Za-z]+)(\?)?/g, '{$1$2}')}\``;
const cell = (value) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * A Markdown table laid out as Prettier lays it out (each column as wide as its widest cell), so the check needs
 * no formatter; `prettier --check` in the same lint run fails if the two ever disagree.
 */
function table(head, rows) {
  const lines = [head, ...rows].map((row) => row.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...lines.map((row) => [...row[i]].length)));
  const line = (row) =>
    `| ${row.map((value, i) => value + ' '.repeat(widths[i] - [...value].length)).join(' | ')} |`;
  return [line(lines[0]), line(widths.map((width) => '-'.repeat(width))), ...lines.slice(1).map(line)].join(
    '\n',
  );
}

/** §2's table: one row per screen file and guard, its paths in the routers' order. */
export function routeTable(adminPaths) {
  const router = path.join(root, 'storefront/src/app/router.tsx');
  const routes = constant(router, 'routes');
  if (!routes || !ts.isArrayLiteralExpression(routes.node))
    throw new Error('storefront router: no routes list');
  const all = [...routesOf(router, routes.node, 'none'), ...adminRoutes(adminPaths)];
  const rows = new Map();
  for (const route of all) {
    const key = `${rel(route.file)} ${route.guard}`;
    const row = rows.get(key) ?? { file: rel(route.file), guard: route.guard, paths: [] };
    row.paths.push(route.path);
    rows.set(key, row);
  }
  return table(
    ['Path', 'Screen', 'Guard', 'Screen file', 'Features'],
    [...rows.values()].map((row) => {
      const fromFile = path
        .basename(row.file)
        .replace(/\.route\.tsx$/, '')
        .replace(/-/g, ' ');
      const name = screenNames[row.file] ?? fromFile.charAt(0).toUpperCase() + fromFile.slice(1);
      const features = featuresOf(path.join(root, row.file));
      return [
        row.paths.map(shownPath).join(', '),
        name,
        row.guard,
        `\`${row.file}\``,
        features.length ? features.map((feature) => `\`${feature}\``).join(', ') : '—',
      ];
    }),
  );
}

/** The contract file of each area of `api` (contract/src/index.ts imports each area's calls by name). */
function areaFiles() {
  const index = path.join(root, 'contract/src/index.ts');
  const api = constant(index, 'api');
  const files = {};
  for (const property of api.node.properties)
    if (ts.isPropertyAssignment(property))
      files[property.name.getText()] = rel(importOf(index, property.initializer.getText()));
  return files;
}

/** Core's files registering a route per call (`route(api.<area>.<name>, …)`), non-test sources under core/src. */
function coreRouteFiles() {
  const byCall = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'testing') walk(full);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(/\broute\(\s*api\.(\w+)\.(\w+)\b/g))
          byCall.set(`${match[1]}.${match[2]}`, rel(full));
      }
    }
  };
  walk(path.join(root, 'core/src'));
  return byCall;
}

/** §7's table: every call of the contract's `api`, in its order. */
export function callTable(api) {
  const files = areaFiles();
  const routes = coreRouteFiles();
  const rows = [];
  for (const [area, calls] of Object.entries(api))
    for (const [name, call] of Object.entries(calls)) {
      const routeFile = routes.get(`${area}.${name}`);
      rows.push([
        `\`${call.method} ${call.path.replace(/:([A-Za-z_]+)/g, '{$1}')}\``,
        who[call.access] ?? call.access,
        call.summary,
        `\`${path.basename(files[area] ?? '?')}\` \`${name}\``,
        routeFile ? `\`${routeFile.replace(/^core\/src\//, '')}\`` : '—',
      ]);
    }
  return table(['Call', 'Who', 'What', 'Contract', 'Core route file'], rows);
}

const MARKERS = {
  routes: ['<!-- route-table:start', '<!-- route-table:end -->'],
  calls: ['<!-- call-table:start', '<!-- call-table:end -->'],
};
const NOTE = '(generated by `npm run docs:tables`; edit the routers or the contract, not this table) -->';

/** docs/product.md with both tables put between their markers (unformatted). */
export function withTables(doc, tables) {
  let out = doc;
  for (const [key, [start, end]] of Object.entries(MARKERS)) {
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/product.md: markers ${start} … ${end} are missing`);
    out = `${out.slice(0, from)}${start} ${NOTE}\n\n${tables[key]}\n\n${out.slice(to)}`;
  }
  return out;
}

/** The guide as it should be: the committed text with freshly generated tables. */
export async function expectedDoc() {
  const contract = await import('../contract/src/index.ts');
  const tables = { routes: routeTable(contract.adminPaths), calls: callTable(contract.api) };
  return withTables(readFileSync(DOC, 'utf8'), tables);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const expected = await expectedDoc();
  const current = readFileSync(DOC, 'utf8');
  if (process.argv.includes('--check')) {
    if (expected !== current) {
      const a = current.split('\n');
      const b = expected.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      console.error(
        `docs/product.md: the route or call table differs from the routers and the contract (first at line ${line + 1}).\n` +
          `  committed: ${a[line] ?? '(end)'}\n  generated: ${b[line] ?? '(end)'}\nRun \`npm run docs:tables\`.`,
      );
      process.exit(1);
    }
  } else if (expected !== current) {
    writeFileSync(DOC, expected);
    console.warn('docs/product.md: tables written');
  }
}
