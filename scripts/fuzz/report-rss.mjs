// Preloaded into the CLI by the fuzz runner: at exit, writes the process's peak resident set
// (worker threads share it) and the CPU time of all its threads, as JSON, to the file named by
// DOCDELTA_RSS_FILE. CPU time is the work a run did, whatever else the machine was running.
import { writeFileSync } from 'node:fs';

const file = process.env.DOCDELTA_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      const usage = process.resourceUsage();
      writeFileSync(
        file,
        JSON.stringify({ rssBytes: usage.maxRSS * 1024, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }),
      );
    } catch {
      // The run is judged without its figures.
    }
  });
}
