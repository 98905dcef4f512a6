import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a file pays for loading its modules; on a busy 2-core CI machine that alone can pass the
// default 1 s `findBy` wait (and took over 5 s under a full suite), so a screen still "Loading" would fail a test that is
// otherwise right.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
