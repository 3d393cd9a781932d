/** One structured log line. Never put secrets, passwords, tokens or request bodies in one. */
export interface LogRecord {
  level: 'info' | 'warn' | 'error';
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

export type Logger = (record: LogRecord) => void;

export const jsonLinesLogger =
  (stream: { write(chunk: string): unknown } = process.stderr): Logger =>
  (record) => {
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
  };

export const silentLogger: Logger = () => {};
