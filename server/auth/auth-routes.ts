import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { emailProblem, jsonProblem, METADATA_NESTING_MAX, NESTING_MAX } from '../../common/api/limits';
import { logError, logText } from '../http/log-text';
import { AuthError, authErrors } from './auth-error';
import { type AuthService, type ClientInfo, INVITATION_METADATA_KEY, type LogoutScope } from './auth-service';
import { presentUser } from './presenters';
import type { KeyRing } from './signing-keys';

export const API_VERSION = '2024-01-01';
export const SERVER_VERSION = '0.1.0';

/** Reads a JSON object body; an empty body is `{}` because auth-js sends none on logout. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw authErrors.badJson();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw authErrors.validationFailed('Request body must be a JSON object');
  }
  // Before any schema or storage sees it: a deep value would overflow the stack where it is copied or
  // signed, and PostgreSQL cannot store NUL.
  const problem = jsonProblem(value, NESTING_MAX);
  if (problem !== undefined) throw authErrors.validationFailed(problem.message);
  const data = (value as { data?: unknown }).data;
  if (data !== undefined && jsonProblem(data, METADATA_NESTING_MAX) !== undefined) {
    throw authErrors.validationFailed(`User metadata may nest at most ${METADATA_NESTING_MAX} levels deep`);
  }
  return value as Record<string, unknown>;
}

/** An email as typed, refused when RFC 5321 could not carry it (too long) or it holds a control character. */
function checkEmail(email: string): string {
  const problem = emailProblem(email.trim());
  if (problem !== undefined) throw authErrors.validationFailed(problem);
  return email;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw authErrors.validationFailed(`${where}${issue?.message ?? 'invalid request'}`);
  }
  return result.data;
}

const metadataSchema = z.record(z.string(), z.unknown());

// Unknown fields (gotrue_meta_security, code_challenge, ...) are accepted and ignored, as GoTrue does.
const passwordGrantSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});
const refreshGrantSchema = z.object({
  refresh_token: z.string({ error: 'refresh_token is required' }).min(1, 'refresh_token is required'),
});
const signupSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadataSchema.optional(),
});
const updateUserSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  data: metadataSchema.optional(),
});
const emailSchema = z.email();
const logoutScopeSchema = z.enum(['global', 'local', 'others']);

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
  const userAgent = c.req.header('user-agent') ?? null;
  if (trustProxy) {
    // The last entry is the one our own proxy added; earlier ones are whatever the client claimed.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return { ip: forwarded, userAgent };
  }
  let ip = 'unknown';
  try {
    ip = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running on a Node socket (app.request in tests): one shared bucket.
  }
  return { ip, userAgent };
}

/** The Supabase-Auth-compatible routes, mounted at /auth/v1. */
export function createAuthRoutes(options: {
  service: AuthService;
  keyRing: KeyRing;
  enableSignup: boolean;
  /** Take the client address from X-Forwarded-For (set TRUST_PROXY only behind a proxy). */
  trustProxy: boolean;
}) {
  const { service } = options;
  const routes = new Hono();

  routes.get('/health', (c) =>
    c.json({ version: SERVER_VERSION, name: 'GoTrue', description: 'Fablehold embedded auth server' }),
  );

  routes.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        email: true,
        github: false,
        gitlab: false,
        google: false,
        phone: false,
      },
      disable_signup: !options.enableSignup,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  routes.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: options.keyRing.publicJwks });
  });

  routes.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readBody(c);
    if (grantType === 'password') {
      const input = parse(passwordGrantSchema, body);
      if (!input.email) {
        if (input.phone) throw authErrors.phoneUnsupported();
        throw authErrors.validationFailed('missing email or phone');
      }
      return c.json(
        await service.signInWithPassword(
          checkEmail(input.email),
          input.password ?? '',
          clientInfo(c, options.trustProxy),
        ),
      );
    }
    if (grantType === 'refresh_token') {
      const input = parse(refreshGrantSchema, body);
      return c.json(await service.refresh(input.refresh_token, clientInfo(c, options.trustProxy)));
    }
    throw authErrors.validationFailed('unsupported_grant_type');
  });

  routes.post('/signup', async (c) => {
    const input = parse(signupSchema, await readBody(c));
    // With sign-up off, only the holder of an invitation link gets further (the service checks the link).
    if (!options.enableSignup && typeof input.data?.[INVITATION_METADATA_KEY] !== 'string') {
      throw authErrors.signupDisabled();
    }
    if (!input.email) {
      if (input.phone) throw authErrors.phoneUnsupported();
      throw authErrors.validationFailed('missing email or phone');
    }
    checkEmail(input.email);
    if (!emailSchema.safeParse(input.email.trim()).success) {
      throw authErrors.validationFailed('Unable to validate email address: invalid format');
    }
    const session = await service.signUp(
      input.email.trim(),
      input.password ?? '',
      input.data ?? {},
      clientInfo(c, options.trustProxy),
    );
    return c.json(session);
  });

  // No mailer: the answer never reveals whether the address exists.
  routes.post('/recover', async (c) => {
    await readBody(c);
    return c.json({});
  });

  routes.get('/user', async (c) => {
    const auth = await service.authenticate(bearerToken(c));
    return c.json(presentUser(auth.user));
  });

  routes.put('/user', async (c) => {
    const auth = await service.authenticate(bearerToken(c));
    const input = parse(updateUserSchema, await readBody(c));
    const update: Parameters<AuthService['updateUser']>[1] = {};
    if (input.email !== undefined) update.email = checkEmail(input.email);
    if (input.phone !== undefined) update.phone = input.phone;
    if (input.password !== undefined) update.password = input.password;
    if (input.current_password !== undefined) update.currentPassword = input.current_password;
    if (input.data !== undefined) update.data = input.data;
    return c.json(await service.updateUser(auth, update, clientInfo(c, options.trustProxy)));
  });

  routes.post('/logout', async (c) => {
    const scope = logoutScopeSchema.safeParse(c.req.query('scope') ?? 'global');
    if (!scope.success) {
      throw authErrors.validationFailed(`Unsupported logout scope "${c.req.query('scope')}"`);
    }
    await readBody(c);
    const auth = await service.authenticate(bearerToken(c));
    await service.logout(auth, scope.data satisfies LogoutScope);
    return c.body(null, 204);
  });

  return routes;
}

/** Turns an error into GoTrue's JSON answer; anything unexpected is a bare 500 with no internals. */
export function authErrorResponse(c: Context, error: unknown): Response {
  c.header('X-Supabase-Api-Version', API_VERSION);
  if (error instanceof AuthError) {
    c.header('x-sb-error-code', error.code);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  console.error(`Unexpected failure on ${logText(c.req.method)} ${logText(c.req.path)}: ${logError(error)}`);
  c.header('x-sb-error-code', 'unexpected_failure');
  return c.json({ code: 'unexpected_failure', message: 'Unexpected failure, please try again' }, 500);
}
