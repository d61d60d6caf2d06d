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
  },
});
