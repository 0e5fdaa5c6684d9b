import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1, made in `dir` by the openssl CLI for one run: the
 * paths of its PEM certificate and key (what TLS_CERT and TLS_KEY name).
 */
export function certificadoDePrueba(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const hecho = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (hecho.status !== 0) throw new Error(`openssl: ${hecho.stderr.toString()}`);
  return { cert, key };
}
