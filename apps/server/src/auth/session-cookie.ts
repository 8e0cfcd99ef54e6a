import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE, SESSION_DAYS } from './auth-sessions.service';

export const sessionCookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.cookieSecure,
});

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(config), maxAge: SESSION_DAYS * 86_400 });
}
