// `npm run images:to-bucket` as a function (server/cli/images.ts is its process entry), so the tests run it
// in-process. Moves the images and map tiles a server stored in the database before it had a bucket into
// the bucket the S3_* settings name (decision 098). Uses the server's config (DATA_DIR / DATABASE_URL); on
// SQLite it takes the data directory lock, so it runs while the server is stopped; on PostgreSQL beside it.
import { ConfigError, loadConfig } from '../config';
import type { BlobStore } from '../db/blob-store';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { moveStoredImagesToBucket } from '../db/images-to-bucket';
import { migrateToLatest } from '../db/migrations';
import { createS3BlobStore } from '../db/s3-blob-store';

const USAGE = `Usage: npm run images:to-bucket
Moves the images and map tiles stored in the database into the S3-compatible bucket that S3_ENDPOINT,
S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY name. One image at a time: stopped, it can be run
again and finishes what is left.`;

/** How often a line of progress is printed. */
const PROGRESS_EVERY = 100;

export type ImagesCommandOptions = {
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  printError?: (line: string) => void;
  /** The bucket to write to instead of the one the settings name (tests: a store that fails on cue). */
  blobs?: (settings: Parameters<typeof createS3BlobStore>[0]) => BlobStore;
};

/** Runs one invocation; returns the exit code. */
export async function runImagesCommand(argv: string[], options: ImagesCommandOptions = {}): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  if (argv.includes('--help') || argv.includes('-h')) {
    print(USAGE);
    return 0;
  }
  if (argv.length > 0) {
    printError(`Unexpected argument "${argv[0]}".\n\n${USAGE}`);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  let lock: { release(): void } | null = null;
  try {
    config = loadConfig(options.env ?? process.env);
    if (config.objectStore.kind !== 's3') {
      printError(`No bucket is configured: set the S3_* settings the server will use.\n\n${USAGE}`);
      return 1;
    }
    lock = config.databaseUrl === undefined ? acquireDataDirLock(config.dataDir, 'images CLI') : null;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
  const blobs = (options.blobs ?? createS3BlobStore)(config.objectStore);
  const database = openDatabase(config);
  let images = 0;
  let tiles = 0;
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    await moveStoredImagesToBucket(database.db, database.kind, blobs, {
      onMoved: (moved) => {
        if (moved.kind === 'image') {
          images += 1;
          if (images % PROGRESS_EVERY === 0) print(`${images} images moved…`);
        } else tiles += moved.count;
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`Moved ${images} image(s) and ${tiles} map tile(s) into the bucket in ${seconds} s.`);
    return 0;
  } catch (error) {
    // What moved stays moved; what did not is still in its row, and a second run takes it.
    printError(
      `Stopped after ${images} image(s) and ${tiles} map tile(s): ${error instanceof Error ? error.message : String(error)}. ` +
        'Everything is whole where it is; run the command again to move the rest.',
    );
    return 1;
  } finally {
    await database.db.destroy();
    lock?.release();
  }
}
