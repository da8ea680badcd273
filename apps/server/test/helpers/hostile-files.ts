import { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Hostile import files made in the test, never committed: ZIPs written by hand (so an entry may
 * declare any size), DEFLATE streams that inflate to far more than they weigh, and multipart
 * bodies streamed to the app in slices.
 */

export interface ZipPart {
  name: string;
  /** Raw DEFLATE data (method 8). */
  deflated: Buffer;
  /** The inflated size the headers declare: whatever the test wants the reader to be told. */
  declaredSize: number;
}

/** A ZIP of DEFLATE entries with local headers and a central directory (CRCs left 0: readers that check them are not the target). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    directory.push(central, name);
    offset += 30 + name.length + part.deflated.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/**
 * A DEFLATE stream of `head`, `body` `times` times over, then `tail`, made without ever holding
 * the inflated text: each piece is compressed on its own and flushed without ending the stream,
 * so the copies of `body` can simply be repeated (none refers to bytes before it).
 */
export function deflatedRepeat(head: string, body: string, times: number, tail: string): Buffer {
  const open = (text: string) => deflateRawSync(Buffer.from(text, 'utf8'), { finishFlush: constants.Z_SYNC_FLUSH });
  const piece = open(body);
  return Buffer.concat([open(head), ...Array.from({ length: times }, () => piece), deflateRawSync(Buffer.from(tail, 'utf8'))]);
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An XLSX whose first sheet is `sheet` (raw DEFLATE), declaring `declaredSize` bytes; `extra` adds parts. */
export function xlsxWith(sheet: Buffer, declaredSize: number, extra: ZipPart[] = []): Buffer {
  const small = (name: string, xml: string): ZipPart => {
    const deflated = deflateRawSync(Buffer.from(xml, 'utf8'));
    return { name, deflated, declaredSize: Buffer.byteLength(xml) };
  };
  return zipOf([
    small(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    small(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    small(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize },
    ...extra,
  ]);
}

export const SHEET_HEAD = `<?xml version="1.0"?><worksheet xmlns="${SHEET_NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A multipart body of one file whose content is `slices` (generated as it is sent, never whole), for `app.inject`. */
export function streamedUpload(
  app: FastifyInstance,
  token: string,
  fileName: string,
  slices: () => Iterable<Buffer>,
): Promise<LightMyRequestResponse> {
  const boundary = '----mostradorhostile';
  function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    yield* slices();
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return app.inject({
    method: 'POST',
    url: '/api/catalogue-import/upload',
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
    remoteAddress: '10.9.8.7',
  });
}

/** The garbage collector, exposed at run time when the process was not started with --expose-gc. */
export const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

export interface Watched<T> {
  result: T;
  /** The most the process's resident memory grew over its level before `work`, sampled every few milliseconds. */
  rssGrowthMb: number;
  /** Health checks answered while `work` was still running, and the slowest of them. */
  answeredDuring: number;
  slowestHealthMs: number;
  elapsedMs: number;
}

/** Runs `work` while sampling memory and asking `/api/health` over and over, as a monitor would. */
export async function watch<T>(app: FastifyInstance, work: () => Promise<T>): Promise<Watched<T>> {
  collectGarbage();
  const base = process.memoryUsage.rss();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = Date.now();
  let running = true;
  let answeredDuring = 0;
  let slowestHealthMs = 0;
  const monitor = (async () => {
    while (running) {
      const asked = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
      if (running) answeredDuring++;
      slowestHealthMs = Math.max(slowestHealthMs, Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, rssGrowthMb: (peak - base) / 1_048_576, answeredDuring, slowestHealthMs, elapsedMs: Date.now() - started };
  } finally {
    running = false;
    clearInterval(sampler);
    await monitor;
  }
}
