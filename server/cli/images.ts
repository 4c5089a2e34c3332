// `npm run images:to-bucket`: moves images and map tiles stored in the database into the bucket the S3_*
// settings name (decision 098). See images-command.ts.
import { runImagesCommand } from './images-command';

process.exitCode = await runImagesCommand(process.argv.slice(2));
