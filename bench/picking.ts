import { measurePickPage } from './pick-page';
import { measurePickScan } from './pick-scan';

/** Issue 33's parts of `npm run bench`: pick-scan (PostgreSQL: DATABASE_URL) and pick-page (Chromium, phone profile). */
export async function runPickingParts(o: {
  want: (part: string) => boolean;
  /** --only as given: both parts run only when named there. */
  only?: string;
  app: string;
  rounds: number;
  seconds: number;
}): Promise<Record<string, unknown>> {
  const report: Record<string, unknown> = {};
  const named = (part: string) => o.only?.split(',').includes(part) ?? false;
  if (named('pick-scan') || (o.want('pick-scan') && process.env.DATABASE_URL)) {
    report.pickScan = await measurePickScan(o.app, o.seconds, o.rounds);
    console.log(
      `pick scans, 20 branches at once, ${String((report.pickScan as { engine: string }).engine)}:`,
      JSON.stringify(report.pickScan),
    );
  }
  if (o.want('pick-page')) {
    report.pickPage = await measurePickPage(o.app);
    console.log('pick list of a 30-line order in Chromium, phone profile:', JSON.stringify(report.pickPage));
  }
  return report;
}
