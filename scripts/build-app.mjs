// Builds the browser app into outDir when its sources changed since the last build.
import { markBuilt, needsBuild } from './build-state.mjs';

export async function buildAppIfNeeded(root, outDir) {
  if (!needsBuild(root, outDir)) return;
  console.log(`Building the browser app into ${outDir} ...`);
  const { build } = await import('vite');
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } catch (error) {
    console.error('The browser app failed to build:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  markBuilt(outDir);
}
