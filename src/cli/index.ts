#!/usr/bin/env node
import { runCli } from './main';

// The bundle's entry: run, then exit with the command's code once output is flushed.
runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then((code) => {
  process.exitCode = code;
});
