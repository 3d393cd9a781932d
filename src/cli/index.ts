#!/usr/bin/env node
// First, so V8's tiering is set before the rest of the CLI is evaluated.
import './tiering';
import { runCli } from './main';

// A reader that stops early (`docdelta changes … --report r.html | head -1`) closes the pipe: that
// ends the printing, not the work, so the report is still written and the exit code is the command's.
// Each stream is opened on first use: Node builds process.stderr when it is first read, which
// costs a run that never writes to it (`changes --json`) several milliseconds.
const closed = { stdout: false, stderr: false };
const opened = { stdout: false, stderr: false };
const open = (name: 'stdout' | 'stderr') => {
  const target = process[name];
  if (!opened[name]) {
    opened[name] = true;
    target.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      closed[name] = true;
    });
  }
  return target;
};
const stream = (name: 'stdout' | 'stderr') => ({
  write: (chunk: string) => closed[name] || open(name).write(chunk),
  get isTTY() {
    return open(name).isTTY;
  },
  get columns() {
    return open(name).columns;
  },
});

// The bundle's entry: run, then exit with the command's code once output is flushed.
runCli(process.argv.slice(2), { stdout: stream('stdout'), stderr: stream('stderr'), env: process.env }).then((code) => {
  process.exitCode = code;
});
