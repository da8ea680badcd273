import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@mostrador/shared/schemas/auth';
import type { ManualClock } from '../../src/lib/clock';
import { solveChallenge } from '../../src/modules/auth/antibot';

let clientSequence = 0;

/**
 * Identity calls as the web app makes them: challenge → proof of work → SMS → code → proof.
 * Each client has its own address (the per-IP SMS cap stays per test), and with a manual clock
 * every send first moves time past the 60 s resend interval.
 */
export function identityClient(app: FastifyInstance, options: { remoteAddress?: string; clock?: ManualClock } = {}) {
  const n = ++clientSequence;
  const remoteAddress = options.remoteAddress ?? `10.${(n >> 8) & 255}.${n & 255}.7`;
  const post = (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

  const captcha = async () => {
    const { CHALLENGE, DIFFICULTY } = (await post('/auth/sms/challenge', {})).json<{ CHALLENGE: string; DIFFICULTY: number }>();
    return { CHALLENGE, NONCE: solveChallenge(CHALLENGE, DIFFICULTY) };
  };

  const client = {
    post,
    captcha,
    sendCode: async (PHONE: string, PURPOSE: 'register' | 'recover') => {
      options.clock?.advance(61_000);
      return post('/auth/sms/send', { PHONE, PURPOSE, CAPTCHA: await captcha() });
    },
    /** The newest code the demo outbox holds for the phone. */
    lastCode: async (PHONE: string): Promise<string> => {
      const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?PHONE=${PHONE}` });
      const code = res.json<{ messages: { CODE: string }[] }>().messages[0]?.CODE;
      if (!code) throw new Error(`no SMS for ${PHONE}`);
      return code;
    },
    verify: (PHONE: string, PURPOSE: 'register' | 'recover', CODE: string) => post('/auth/sms/verify', { PHONE, PURPOSE, CODE }),
    /** A fresh proof for the phone: send, read the outbox, verify. */
    proof: async (PHONE: string, PURPOSE: 'register' | 'recover'): Promise<string> => {
      const sent = await client.sendCode(PHONE, PURPOSE);
      if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
      const verified = await client.verify(PHONE, PURPOSE, await client.lastCode(PHONE));
      if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
      return verified.json<{ FIREBASE_UID: string }>().FIREBASE_UID;
    },
    register: async (PHONE: string, PASSWORD: string, NAME = 'Cliente de Prueba'): Promise<LoginResponse> => {
      const res = await post('/login/new', { NAME, PHONE, PASSWORD, FIREBASE_UID: await client.proof(PHONE, 'register') });
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
      return res.json<LoginResponse>();
    },
    login: (PHONE: string, PASSWORD: string) => post('/login', { PHONE, PASSWORD }),
  };
  return client;
}

let phoneSequence = 0;
/** A distinct, valid phone per call, so tests in one app never share SMS limits. */
export const nextPhone = (): string => `55${String(10_000_000 + ++phoneSequence * 7919).slice(-8)}`;
