import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only with vitest globals; do it explicitly.
afterEach(cleanup);
