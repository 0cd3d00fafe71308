import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only with vitest globals; do it explicitly.
afterEach(cleanup);

// The first visit to a lazy route compiles its chunk, which takes over a second on a busy machine: `findBy…`
// waits up to 5 s instead of the default 1 s, so screens are not reported missing while still loading.
configure({ asyncUtilTimeout: 5000 });
