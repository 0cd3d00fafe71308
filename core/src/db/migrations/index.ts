import { Migration20261122000001Users } from './20261122000001-users';

/**
 * Checked-in migrations, in order. They are listed (not globbed) so they run the same under tsx,
 * vitest and a bundler; each is hand-written SQL so indexes and constraints are exactly what we mean.
 */
export const migrationsList = [
  { name: '20261122000001-users', class: Migration20261122000001Users },
];
