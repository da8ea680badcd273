import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import type { ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { upload } from '../helpers/catalogue-import';
import { deflatedRepeat, SHEET_HEAD, SHEET_TAIL, streamedUpload, watch, xlsxWith } from '../helpers/hostile-files';

/**
 * Files made to exhaust the server's memory (issue 30): each is refused in Spanish naming the
 * limit it passed, the process's memory grows by at most 100 MB while it is read, and the
 * server keeps answering. The refusals come before anything is written, so one engine will do.
 */
const MAX_RSS_GROWTH_MB = 100;
const MIB = 1_048_576;
const FIRST_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c></row>';

describe('catalogue import refuses hostile files', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ engine: 'pglite' });
    ({ token } = await personWith(t.db, ['CATALOGUE']));
  });
  afterAll(() => t.close());

  const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: res.json() });

  it('a zip bomb: a sheet that declares 1 KB and inflates to 200 MB is refused as it inflates', async () => {
    // Comments of 64 KB: the cheapest XML to read, so what stops it is the inflated count itself.
    const filler = `<!--${'A'.repeat(64 * 1024 - 7)}-->`.repeat(16);
    const sheet = deflatedRepeat(SHEET_HEAD + FIRST_ROW, filler, 200, SHEET_TAIL);
    const bomb = xlsxWith(sheet, 1024);
    expect(bomb.length).toBeLessThan(MIB);
    const run = await watch(t.app, () => upload(t.app, token, 'bomba.xlsx', bomb));
    expect(refusal(run.result)).toEqual({
      status: 400,
      body: { ok: false, errors: 'El XLSX descomprimido pasa de 128 MB; guárdalo como CSV o divídelo en varios archivos' },
    });
    expect(run.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
    expect(run.answeredDuring).toBeGreaterThan(0);
    console.info(`zip bomb: ${run.elapsedMs} ms, RSS +${run.rssGrowthMb.toFixed(1)} MB, ${run.answeredDuring} health checks answered`);
  });

  it('shared strings that inflate past what is kept in memory are refused at 16 MB', async () => {
    // One-letter strings: the most memory per inflated byte.
    const strings = deflatedRepeat('<?xml version="1.0"?><sst>', '<si><t>x</t></si>'.repeat(4096), 1_000, '</sst>');
    const file = xlsxWith(deflateRawSync(Buffer.from(SHEET_HEAD + FIRST_ROW + SHEET_TAIL)), 100, [
      { name: 'xl/sharedStrings.xml', deflated: strings, declaredSize: 10 },
    ]);
    const run = await watch(t.app, () => upload(t.app, token, 'textos.xlsx', file));
    expect(refusal(run.result)).toEqual({
      status: 400,
      body: {
        ok: false,
        errors: 'Los textos y estilos del XLSX pasan de 16 MB descomprimidos; guárdalo como CSV o divídelo en varios archivos',
      },
    });
    expect(run.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
    console.info(`shared strings: ${run.elapsedMs} ms, RSS +${run.rssGrowthMb.toFixed(1)} MB`);
  });

  it('a sheet with a value past column 200, or a cell past 8,000 characters, is refused naming its row', async () => {
    const far = xlsxWith(
      deflateRawSync(Buffer.from(`${SHEET_HEAD}${FIRST_ROW}<row r="2"><c r="XFD2"><v>1</v></c></row>${SHEET_TAIL}`)),
      10,
    );
    expect(refusal(await upload(t.app, token, 'ancha.xlsx', far))).toEqual({
      status: 400,
      body: { ok: false, errors: 'La fila 2 pasa de 200 columnas' },
    });
    const long = `<row r="3"><c r="A3" t="inlineStr"><is><t>${'b'.repeat(8_001)}</t></is></c></row>`;
    const wide = xlsxWith(deflateRawSync(Buffer.from(SHEET_HEAD + FIRST_ROW + long + SHEET_TAIL)), 10);
    expect(refusal(await upload(t.app, token, 'larga.xlsx', wide))).toEqual({
      status: 400,
      body: { ok: false, errors: 'La fila 3 tiene una celda de más de 8,000 caracteres' },
    });
  });

  it('a CSV of a million columns, and the 21 MB of commas of the report, are refused at column 201', async () => {
    for (const commas of [1_000_000, 21_000_000]) {
      const csv = Buffer.alloc(commas + 1, ',');
      csv[commas] = 0x0a;
      const run = await watch(t.app, () => upload(t.app, token, 'comas.csv', csv));
      expect(refusal(run.result)).toEqual({ status: 400, body: { ok: false, errors: 'La fila 1 pasa de 200 columnas' } });
      expect(run.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
      console.info(`${commas} commas: ${run.elapsedMs} ms, RSS +${run.rssGrowthMb.toFixed(1)} MB`);
    }
  });

  it('one line of 100 MB is refused at the upload limit; one of 30 MB, at the cell limit', async () => {
    const line = (mib: number) =>
      function* () {
        yield Buffer.from('SKU,Nombre\nA-1,');
        const slice = Buffer.alloc(MIB, 'a');
        for (let i = 0; i < mib; i++) yield slice;
        yield Buffer.from('\n');
      };
    const huge = await watch(t.app, () => streamedUpload(t.app, token, 'linea.csv', line(100)));
    expect(refusal(huge.result)).toEqual({ status: 413, body: { ok: false, errors: 'El archivo pasa del límite de 40 MB' } });
    expect(huge.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
    const long = await watch(t.app, () => streamedUpload(t.app, token, 'linea.csv', line(30)));
    expect(refusal(long.result)).toEqual({
      status: 400,
      body: { ok: false, errors: 'La fila 2 tiene una celda de más de 8,000 caracteres' },
    });
    expect(long.rssGrowthMb).toBeLessThanOrEqual(MAX_RSS_GROWTH_MB);
    expect(long.answeredDuring + huge.answeredDuring).toBeGreaterThan(0);
    console.info(`100 MB line: RSS +${huge.rssGrowthMb.toFixed(1)} MB; 30 MB line: RSS +${long.rssGrowthMb.toFixed(1)} MB`);
  });

  it('refuses a file past 100,000 product rows as it reads it (blank rows do not count)', async () => {
    const rows = Buffer.from(`SKU\n\n\n${'x\n'.repeat(100_000)}`);
    expect((await upload(t.app, token, 'filas.csv', rows)).statusCode).toBe(200);
    const more = Buffer.concat([rows, Buffer.from('y\n')]);
    expect(refusal(await upload(t.app, token, 'filas.csv', more))).toEqual({
      status: 400,
      body: { ok: false, errors: 'El archivo pasa de 100,000 filas' },
    });
  });

  it('reads an XLSX as a person sees it: shared and inline text, numbers, money, yes/no, dates, rows numbered as the sheet does', async () => {
    const data = [
      [{ value: 'SKU' }, { value: 'Precio' }, { value: 'Activo' }, { value: 'Alta' }, { value: 'EAN' }],
      [
        { value: 'XL-1' },
        { value: 45.5 },
        { value: true },
        { value: new Date(Date.UTC(2026, 10, 27)), format: 'dd/mm/yyyy' },
        { value: 7501234567890 },
      ],
      [null, null, null, null, null],
      [{ value: 'XL-2' }, { value: 0.1 + 0.2 }, { value: false }, null, { value: 'ñandú & <cía>' }],
    ];
    const res = await upload(t.app, token, 'hoja.xlsx', await writeXlsxFile(data).toBuffer());
    expect(res.statusCode).toBe(200);
    const job = (res.json() as { JOB: ImportJob & { SAMPLE: string[][] } }).JOB;
    expect(job.HEADERS).toEqual(['SKU', 'Precio', 'Activo', 'Alta', 'EAN']);
    expect(job.TOTAL_ROWS).toBe(2);
    expect(job.SAMPLE).toEqual([
      ['XL-1', '45.50', 'sí', '2026-11-27', '7501234567890'],
      ['XL-2', '0.30', 'no', '', 'ñandú & <cía>'],
    ]);
  });
});
