/**
 * Run as a separate process by test/storage/conditional.test.ts: adds 1 to a counter in a
 * LocalConditionalStore `count` times with read-modify-write retries, then prints how many writes
 * lost a race (and were retried). It prints `ready` and starts when a line arrives on stdin, so
 * the racers of a test start together whatever their start-up time.
 *   node --import tsx test/helpers/counter-racer.ts <store folder> <key> <count>
 */
import { LocalConditionalStore } from '../../src/storage/local-conditional';

const [root, key, count] = process.argv.slice(2);
const store = new LocalConditionalStore(root);
let conflicts = 0;
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.destroy();
for (let i = 0; i < Number(count); i++) {
  for (;;) {
    const current = await store.readTagged(key);
    const value = current ? Number(new TextDecoder().decode(current.content)) : 0;
    const next = new TextEncoder().encode(String(value + 1));
    const etag = await store.writeIf(key, next, current ? { ifMatch: current.etag } : { ifNoneMatch: '*' });
    if (etag) break;
    conflicts++;
  }
}
process.stdout.write(`${conflicts}\n`);
