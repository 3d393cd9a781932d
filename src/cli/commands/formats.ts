import { formatsList } from '../../engine/index';
import { EXIT_OK, type CliIo } from '../io';

export async function formatsCommand(args: string[], io: CliIo): Promise<number> {
  const formats = formatsList();
  if (args.includes('--json')) io.stdout.write(`${JSON.stringify({ Formats: formats }, null, 2)}\n`);
  else for (const f of formats) io.stdout.write(`${f.Extension.padEnd(11)} ${f.FileFormat}\n`);
  return EXIT_OK;
}
