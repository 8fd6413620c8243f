import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A throwaway self-signed certificate for `name` (P-256, valid for two days), written out in DER by
 * hand because Node can read certificates but not make them, and a command-line tool would make the
 * tests depend on the machine. Node builtins only, so the Deno tests (tests/deno/) use it too.
 */
export function selfSignedCertificate(name: string): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const subject = sequence(set(sequence(oid('2.5.4.3'), tag(0x0c, Buffer.from(name)))));
  const now = Date.now();
  const tbs = sequence(
    tag(0xa0, integer(Buffer.from([2]))), // version 3
    integer(serialNumber()),
    ecdsaWithSha256,
    subject,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 2 * 86_400_000))),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    // subjectAltName: the name the certificate check compares with the URL's host.
    tag(0xa3, sequence(sequence(oid('2.5.29.17'), tag(0x04, sequence(tag(0x82, Buffer.from(name))))))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, ecdsaWithSha256, tag(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
  };
}

function tag(type: number, content: Buffer): Buffer {
  const length = content.length;
  const header = length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
  return Buffer.concat([Buffer.from([type, ...header]), content]);
}

const sequence = (...parts: Buffer[]) => tag(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tag(0x31, Buffer.concat(parts));

/**
 * A random serial whose first byte is neither zero nor high: DER refuses a leading zero byte before
 * a low one ("illegal padding"), which randomBytes gave one run in 512.
 */
function serialNumber(): Buffer {
  const bytes = randomBytes(8);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return bytes;
}

/** A positive INTEGER: a leading zero keeps a high first bit from reading as negative. */
const integer = (bytes: Buffer) => tag(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const part of rest) {
    const groups = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tag(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return tag(0x17, Buffer.from(`${text}Z`));
}
