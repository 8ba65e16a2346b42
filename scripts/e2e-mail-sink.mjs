// A mailbox for the Playwright journeys: a real SMTP server on loopback that writes every message it receives,
// as received, to a folder (one .eml file each, named after the time and the first recipient). The journeys read
// their e-mail from there, the way a person opens their inbox.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** Starts the sink on 127.0.0.1 (port 0: any free one) with an empty folder; resolves to its SMTP URL and a stop. */
export async function startMailSink(folder, port = 0) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const recipient = session.envelope.rcptTo[0]?.address ?? 'nobody';
        const name = `${Date.now()}-${String(count).padStart(4, '0')}-${recipient.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
        // Written under a temporary name first, so a reader never sees half a message.
        const file = path.join(folder, name);
        writeFileSync(`${file}.part`, Buffer.concat(chunks));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${listening}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run on its own: `node scripts/e2e-mail-sink.mjs <folder> [port]`.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder = '.tmp/e2e-mail', port = '0'] = process.argv.slice(2);
  const sink = await startMailSink(folder, Number(port));
  console.log(`mail sink at ${sink.url}, writing to ${folder}`);
  const stop = () => void sink.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
