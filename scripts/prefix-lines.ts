/**
 * Copies a child's output line by line, each whole line marked with `prefix` (whose output it is),
 * so that two children writing at once never split each other's lines. The last line is written
 * when the stream ends, even without its newline.
 */
export function prefixLines(
  from: NodeJS.ReadableStream | null,
  to: NodeJS.WritableStream,
  prefix: string,
): void {
  let rest = '';
  from?.setEncoding('utf8');
  from?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from?.on('end', () => rest && to.write(`${prefix}${rest}\n`));
}
