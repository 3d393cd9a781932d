import { runCli } from '../../src/cli/main';

/** Runs a CLI command in process and captures what it writes. */
export async function run(args: string[], env: Record<string, string | undefined> = {}, tty = false) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (s: string) => (stdout += s), isTTY: tty },
    stderr: { write: (s: string) => (stderr += s), isTTY: tty },
    env,
  });
  return { code, stdout, stderr };
}
