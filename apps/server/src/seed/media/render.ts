import { mkdir, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { extraWidthPath } from '@mostrador/shared/format/picture-widths';

/** librsvg's default resolution: at this density one SVG unit is one pixel. */
const SVG_DPI = 72;

/** One picture to produce: where it goes (relative to the media directory) and how to draw it. */
export interface PictureJob {
  path: string;
  /** Built lazily: most runs find the file already on disk and never need the markup. */
  svg: () => string;
  quality?: number;
  /** Keep the alpha channel (the logo's rounded corners); other pictures are opaque. */
  isTransparent?: boolean;
  /**
   * Render the SVG at this fraction of its size and enlarge the result: for soft, blurry
   * pictures (backgrounds) it looks the same and costs a fraction of a full-size render.
   */
  renderScale?: number;
  /**
   * Smaller widths written beside the picture (decision 043), named by
   * `extraWidthPath(stem, width)`; `path` must then be `multiWidthPath(stem, [...widths, full])`.
   */
  widths?: { stem: string; widths: readonly number[] };
}

export interface RenderReport {
  rendered: number;
  skipped: number;
}

/**
 * Renders the jobs whose file is missing, at most `concurrency` at a time (sharp runs each
 * render on libuv's pool; more in flight would only queue there and hold memory).
 */
export async function renderMissingPictures(mediaDir: string, jobs: readonly PictureJob[], concurrency = 4): Promise<RenderReport> {
  const missing = await findMissing(mediaDir, jobs);
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job; job = missing[next++]) await renderPicture(mediaDir, job);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return { rendered: missing.length, skipped: jobs.length - missing.length };
}

/** One directory listing per folder instead of one stat per file: hundreds of pictures share few folders. */
async function findMissing(mediaDir: string, jobs: readonly PictureJob[]): Promise<PictureJob[]> {
  const dirs = [...new Set(jobs.map((j) => path.dirname(path.join(mediaDir, j.path))))];
  const listings = new Map(
    await Promise.all(
      dirs.map(async (dir): Promise<[string, Set<string>]> => {
        await mkdir(dir, { recursive: true });
        return [dir, new Set(await readdir(dir))];
      }),
    ),
  );
  return jobs.filter((j) => {
    const file = path.join(mediaDir, j.path);
    return !listings.get(path.dirname(file))?.has(path.basename(file));
  });
}

export async function renderPicture(mediaDir: string, job: PictureJob): Promise<void> {
  const target = path.join(mediaDir, job.path);
  // Written under a temporary name and renamed: an interrupted run never leaves a truncated
  // file that a later run would take as already generated.
  const temp = `${target}.${process.pid}.tmp`;
  try {
    let image = sharp(Buffer.from(job.svg()), { density: SVG_DPI * (job.renderScale ?? 1) });
    if (job.renderScale) {
      const small = await image.raw().toBuffer({ resolveWithObject: true });
      const { width, height } = small.info;
      image = sharp(small.data, { raw: small.info }).resize(Math.round(width / job.renderScale), Math.round(height / job.renderScale), {
        kernel: 'linear',
      });
    }
    if (!job.isTransparent) image = image.removeAlpha();
    // Effort 0 of 6: a product picture encodes in ~10 ms of CPU to ~12 KB; effort 1 costs 35%
    // more time for 9 KB, and encoding is half of the whole seed's CPU time on a fresh disk.
    const webp = { quality: job.quality ?? 75, effort: 0 };
    if (job.widths) {
      const full = await image.raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: full.info };
      for (const width of job.widths.widths) {
        const extra = path.join(mediaDir, extraWidthPath(job.widths.stem, width));
        await sharp(full.data, raw).resize({ width }).webp(webp).toFile(`${extra}.${process.pid}.tmp`);
        await rename(`${extra}.${process.pid}.tmp`, extra);
      }
      image = sharp(full.data, raw);
    }
    // The full size last: its name on disk means every smaller width is there too.
    await image.webp(webp).toFile(temp);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
