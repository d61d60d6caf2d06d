import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // Temporary directories under one per run, removed at its end (tests/global-setup.ts).
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single one on CI's 2 cores, where the
    // integration tests spend much of their time waiting on servers, sockets and disk. Two files at
    // a time keep both cores busy (`--maxWorkers=1` on the command line for a quiet laptop run).
    maxWorkers: 2,
    // The files of a worker share their modules (the server is imported and transformed once per
    // worker, not once per file: about 450 s instead of 710 s on CI). So a module must not keep
    // state that belongs to one event log or data directory: such caches are kept per store (the
    // funnel's facts per read store), and test-only event types start with 'Test'.
    isolate: false,
  },
});
