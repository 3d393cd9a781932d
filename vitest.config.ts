import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests against a real S3 server run in `npm run test:s3` (vitest.s3.config.ts), which starts one.
    exclude: [...configDefaults.exclude, 'test/**/*.s3.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
