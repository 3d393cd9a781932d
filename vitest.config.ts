import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests against a real S3 server run in `npm run test:s3` (vitest.s3.config.ts), which starts one.
    exclude: [...configDefaults.exclude, 'test/**/*.s3.test.ts'],
    // Sized for a machine busy with other work (CI's may be): a test that takes 15 s alone can take
    // minutes at a load of 20 on two cores. Speed is measured in `npm run bench`, never here.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
