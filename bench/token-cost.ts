// What signing and checking one of our tokens costs, in µs of this process's CPU time per operation
// (process.cpuUsage(), user + system: less disturbed than wall time by other work on the machine;
// nothing else runs in this process): an access token (the check every authenticated request
// makes) and a refresh (two signatures and one check), for
//   - jose as jwt.ts used it until 2026-11-26 (WebCrypto, the key imported once),
//   - fast-jwt on its own (createSigner/createVerifier, HS256, node:crypto's HMAC),
//   - jwt.ts as it is now (fast-jwt plus our own claim checks).
// Every operation takes a fresh token (a different `sid`), so fast-jwt's cache, off in jwt.ts
// anyway, never answers.
//
//   npx tsx bench/token-cost.ts [--count 20000] [--rounds 3]
import { deriveTokenKeys, signAccessToken, signRefreshToken, verifyAccessToken, verifyRefreshToken } from '@moveable/api/bench-kit';
import { createSigner, createVerifier } from 'fast-jwt';
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID, webcrypto } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '3' } } });
const COUNT = Number(args.count);
const ROUNDS = Number(args.rounds);
const keys = deriveTokenKeys('bench-secret-bench-secret-bench-secret-0123');
const ISS = 'moveable-spots';
const sids = Array.from({ length: COUNT }, () => randomUUID());
const claims = (i: number) => {
  const iat = Math.floor(Date.now() / 1000);
  return { role: 'user', auth_time: iat, sid: sids[i]!, sub: '42', iss: ISS, iat, exp: iat + 900 };
};

interface Contender {
  name: string;
  sign(i: number): Promise<string> | string;
  verify(token: string): Promise<unknown> | unknown;
}

const joseKey = await webcrypto.subtle.importKey('raw', keys.access, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const fastSign = createSigner({ key: Buffer.from(keys.access), algorithm: 'HS256', header: { alg: 'HS256', typ: 'at+jwt' } });
const fastVerify = createVerifier({
  key: Buffer.from(keys.access),
  algorithms: ['HS256'],
  allowedIss: ISS,
  checkTyp: 'at+jwt',
  requiredClaims: ['exp', 'sub', 'iss'],
});

const contenders: Contender[] = [
  {
    name: 'jose (WebCrypto)',
    sign: (i) => new SignJWT(claims(i)).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(joseKey),
    verify: (token) => jwtVerify(token, joseKey, { issuer: ISS, algorithms: ['HS256'], typ: 'at+jwt', requiredClaims: ['exp', 'sub'] }),
  },
  { name: 'fast-jwt', sign: (i) => fastSign(claims(i)), verify: (token) => fastVerify(token) },
  {
    name: 'jwt.ts (now)',
    sign: (i) => signAccessToken(keys, { userId: 42, role: 'user', authTime: 1_800_000_000, sessionId: sids[i]! }, 900),
    verify: (token) => verifyAccessToken(keys, token),
  },
];

async function timeIt(count: number, op: (i: number) => Promise<unknown> | unknown): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await op(i);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / count;
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${COUNT} ops × ${ROUNDS} rounds`,
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const contender of contenders) {
    const tokens: string[] = [];
    const sign = await timeIt(COUNT, async (i) => tokens.push(await contender.sign(i)));
    const verify = await timeIt(COUNT, (i) => contender.verify(tokens[i]!));
    console.log(`round ${round}  ${contender.name.padEnd(18)} sign ${sign.toFixed(2).padStart(7)} µs  verify ${verify.toFixed(2).padStart(7)} µs`);
  }
  const refreshKeys = { userId: 42, family: randomUUID() };
  let previous = await signRefreshToken(keys, { ...refreshKeys, jti: randomUUID() }, 3600);
  const refresh = await timeIt(COUNT, async () => {
    const checked = await verifyRefreshToken(keys, previous);
    if (!checked.ok) throw new Error('refresh token refused');
    previous = await signRefreshToken(keys, { ...refreshKeys, jti: randomUUID() }, 3600);
    await signAccessToken(keys, { userId: 42, role: 'user', authTime: 1_800_000_000, sessionId: refreshKeys.family }, 900);
  });
  console.log(`round ${round}  jwt.ts refresh (check + 2 signatures) ${refresh.toFixed(2)} µs`);
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
