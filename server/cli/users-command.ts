// The users CLI as a function (server/cli/users.ts is its process entry), so tests can run most
// cases in-process and spawn the real command only for what needs a process.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createS3BlobStore } from '../db/s3-blob-store';
import { createSessionRepository } from '../db/session-repository';
import { createUserRepository, EmailTakenError } from '../db/user-repository';
import { deleteStoredWorkspace } from '../db/workspace-store';

const USAGE = `Usage: npm run users -- <command>
  add <email> [--password P]            create a user (asks for the password when not given)
  list                                  list users
  remove <email>                        delete a user, their sessions and their stored workspace
  set-password <email> [--password P]   set a new password and end the user's sessions
Without --password the password is read from the terminal (not echoed) or from standard input.`;

/** A mistake in how the CLI was called: printed alone, exit code 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const emailSchema = z.email();

function parseEmail(value: string | undefined): string {
  if (value === undefined) throw new UsageError(`An email address is required.\n\n${USAGE}`);
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new UsageError(`"${value}" is not a valid email address.`);
  return email;
}

function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Raw mode before the prompt: anything typed once the prompt shows must not echo.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (character === '\u0003' || character === '\u0004') {
          finish();
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

async function obtainPassword(given: string | undefined): Promise<string> {
  let password = given;
  if (password === undefined) {
    if (process.stdin.isTTY) {
      password = await readHidden('Password: ');
      if ((await readHidden('Password again: ')) !== password) throw new UsageError('The passwords differ.');
    } else {
      password = await readStdinLine();
    }
  }
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);
  return password;
}

function parseUsersArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<void> {
  const parsed = parseUsersArgs(argv);
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined) {
    if (parsed.values.help) {
      print(USAGE);
      return;
    }
    throw new UsageError(USAGE);
  }
  const known = ['add', 'list', 'remove', 'set-password'];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  const expectedArguments = command === 'list' ? 0 : 1;
  if (rest.length > expectedArguments) throw new UsageError(`Too many arguments.\n\n${USAGE}`);
  if (parsed.values.password !== undefined && command !== 'add' && command !== 'set-password') {
    throw new UsageError(`--password does not apply to "${command}".`);
  }
  const email = command === 'list' ? '' : parseEmail(rest[0]);
  // Ask for the password before touching the database, so a typo costs nothing.
  const password =
    command === 'add' || command === 'set-password' ? await obtainPassword(parsed.values.password) : '';

  const config = loadConfig(env);
  const lock = config.databaseUrl === undefined ? acquireDataDirLock(config.dataDir, 'users CLI') : null;
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const users = createUserRepository(database.db);
    const now = new Date().toISOString();
    switch (command) {
      case 'add': {
        const user = await users.create({
          email,
          encryptedPassword: await hashPassword(password),
          userMetadata: {},
          now,
        });
        print(`Added ${user.email} (id ${user.id}).`);
        break;
      }
      case 'list': {
        const all = await users.list();
        if (all.length === 0) print('No users.');
        for (const user of all) {
          print(`${user.email}\tcreated ${user.createdAt}\tlast sign-in ${user.lastSignInAt ?? 'never'}`);
        }
        break;
      }
      case 'remove': {
        const user = await users.findByEmail(email);
        if (!user) throw new UsageError(`No user with email ${email}.`);
        // The workspace goes first: should removing the user then fail, running the command again finds
        // the user and finishes; the other way round would leave records no command can reach.
        const blobs = config.objectStore.kind === 's3' ? createS3BlobStore(config.objectStore) : undefined;
        await deleteStoredWorkspace(database.db, database.kind, user.id, blobs);
        await users.deleteByEmail(email);
        print(`Removed ${email}, their sessions and their stored workspace.`);
        break;
      }
      case 'set-password': {
        const user = await users.findByEmail(email);
        if (!user) throw new UsageError(`No user with email ${email}.`);
        await users.updatePassword(user.id, await hashPassword(password), now);
        await createSessionRepository(database.db, database.kind).deleteUserSessions(user.id);
        print(`Password of ${email} changed; their sessions have ended.`);
        break;
      }
    }
  } finally {
    await database.db.destroy();
    lock?.release();
  }
}

/** Runs one CLI invocation; returns the exit code. Messages go to `print` / `printError`. */
export async function runUsersCommand(
  argv: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    print?: (line: string) => void;
    printError?: (line: string) => void;
  } = {},
): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    await run(argv, options.env ?? process.env, print);
    return 0;
  } catch (error) {
    if (error instanceof EmailTakenError) printError(`${error.message}.`);
    else if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      printError(error.message);
    } else
      printError(
        `The users command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    return 1;
  }
}
