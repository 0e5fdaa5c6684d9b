import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on CI's two cores (vitest's default leaves one idle): each API file
    // has its own temp dir and PostgreSQL schema, and no test reads another's.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // A file only about PostgreSQL (two server processes on one, its prepared statements,
          // its pool) is named `*.pg.test.ts`: collected only when there is one (issue 47).
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          setupFiles: ['./test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The benches' own parts that decide what they measure (the load generator).
          name: 'bench',
          root: './bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
