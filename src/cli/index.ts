#!/usr/bin/env node
// First, so V8's tiering is set before the rest of the CLI is evaluated.
import './tiering';
import { runCli } from './main';

// A reader that stops early (`docdelta changes … --report r.html | head -1`) closes the pipe: that
// ends the printing, not the work, so the report is still written and the exit code is the command's.
const closed = { stdout: false, stderr: false };
for (const name of ['stdout', 'stderr'] as const) {
  process[name].on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed[name] = true;
  });
}
const stream = (name: 'stdout' | 'stderr') => ({
  write: (chunk: string) => closed[name] || process[name].write(chunk),
  get isTTY() {
    return process[name].isTTY;
  },
});

// The bundle's entry: run, then exit with the command's code once output is flushed.
runCli(process.argv.slice(2), { stdout: stream('stdout'), stderr: stream('stderr'), env: process.env }).then((code) => {
  process.exitCode = code;
});
