import { defineConfig } from 'vitest/config';

/**
 * The tests against a real S3 server, Ceph's RADOS Gateway: `npm run test:s3` starts it with
 * scripts/s3-server.sh, runs these files with its S3_TEST_* variables, and stops it.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.s3.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
