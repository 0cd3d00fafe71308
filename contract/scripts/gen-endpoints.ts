// Writes src/endpoints.gen.ts: the call list without schemas, for browsers. Run `npm run gen -w @torget/contract`
// after changing a call; src/endpoints.test.ts fails while the file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderEndpointsModule } from '../src/endpoints.render';

writeFileSync(path.join(import.meta.dirname, '../src/endpoints.gen.ts'), renderEndpointsModule());
