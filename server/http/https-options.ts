// HTTPS straight from the server: HTTP/2 for browsers (one connection carries every script and
// answer, which is what a phone on a slow hall network needs most) with HTTP/1.1 still answered for
// clients that do not speak it. Service workers, and so the booth's offline capture, need a secure
// context, so a real deployment is HTTPS either here or at a proxy in front.
import { readFileSync } from 'node:fs';
import { ConfigError, type TlsConfig } from '../config.ts';

export interface HttpsOptions {
  http2: true;
  https: { allowHTTP1: true; cert: Buffer; key: Buffer };
}

function readPem(path: string, variable: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new ConfigError(`${variable} names ${path}, which could not be read (${reason}).`);
  }
}

export function httpsOptions(tls: TlsConfig): HttpsOptions {
  return {
    http2: true,
    https: { allowHTTP1: true, cert: readPem(tls.certFile, 'TLS_CERT_FILE'), key: readPem(tls.keyFile, 'TLS_KEY_FILE') },
  };
}
