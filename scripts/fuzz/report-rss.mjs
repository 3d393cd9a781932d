// Preloaded into the CLI by the fuzz runner: at exit, writes the process's peak resident set
// (worker threads share it) to the file named by DOCDELTA_RSS_FILE.
import { writeFileSync } from 'node:fs';

const file = process.env.DOCDELTA_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
    } catch {
      // The run is judged without its figure.
    }
  });
}
