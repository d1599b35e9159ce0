import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` pass as soon as what they wait for holds; the default of 1 s only
// decides when to give up, and a test's first render, which imports its lazy modules afresh, takes
// longer than that on a busy 2-core host. Ten seconds, well inside the test's own timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
