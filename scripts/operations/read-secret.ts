/**
 * A secret an operator command needs, from its environment variable or else from standard input:
 * never from argv (which `ps` and shell history show) and never echoed or logged. Piped input is
 * read to its end; at a terminal the typing is not echoed.
 */
export async function readSecret(variable: string, prompt: string): Promise<string> {
  const fromEnv = process.env[variable]?.trim();
  if (fromEnv) return fromEnv;
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.trim();
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  try {
    return await new Promise<string>((done, fail) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const character of chunk) {
          if (character === '\u0003') return fail(new Error('Stopped.'));
          if (character === '\r' || character === '\n') {
            input.off('data', onData);
            return done(typed.trim());
          }
          typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stderr.write('\n');
  }
}
