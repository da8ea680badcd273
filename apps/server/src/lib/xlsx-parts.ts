import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The parts of an XLSX as libraries read them, with our limits around them: yauzl lists the
 * ZIP's entries and inflates one as a stream (the sizes an entry declares are never trusted:
 * its output is counted chunk by chunk, and the stream destroyed past the limit), and saxes
 * parses the XML a chunk at a time (no DOCTYPE, so no entities but XML's own; a token longer
 * than the caller allows is refused, so a part of any size is read in bounded memory).
 */

export interface XmlHandler {
  /** `name` without its namespace prefix; `attributes` as written (prefixed keys), given when asked. */
  open(name: string, attributes: () => Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(value: string): void;
}

/** The file is not a ZIP we can read. */
export class ZipFormatError extends Error {}

/** A part is not XML we can read. */
export class XmlFormatError extends Error {}

/** More than this is not an XLSX (Excel writes a dozen parts; one per sheet, picture and comment). */
const MAX_ENTRIES = 10_000;

const asZipError = (error: Error) => new ZipFormatError(error.message);

/** An XLSX's ZIP and its entries by name (yauzl reads them from the central directory). */
export async function openZip(file: Buffer): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    // validateEntrySizes off: the declared sizes are not what stops a zip bomb, our count is.
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: false }, (error, opened) =>
      error ? reject(asZipError(error)) : resolve(opened),
    ),
  );
  if (zip.entryCount > MAX_ENTRIES) throw new ZipFormatError();
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', (error: Error) => reject(asZipError(error)));
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * An entry's bytes as yauzl inflates them (node:zlib, off the main thread, with back-pressure),
 * each chunk told to `count` before it is handed on (`count` throws to stop), whatever size
 * the entry declares.
 */
export async function* inflateEntry(zip: ZipFile, entry: Entry, count: (bytes: number) => void): AsyncGenerator<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(asZipError(error)) : resolve(opened))),
  );
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      count(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) throw new ZipFormatError();
    throw error;
  } finally {
    stream.destroy();
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A saxes parser that hands `handler` what it reads; `lastEvent()`: where (in characters) the
 * last complete token ended. Seven handlers at most: past that, saxes's `on` turns the parser
 * into a dictionary-mode object for V8 and parsing gets ten times slower (so no `error` handler:
 * saxes then throws its well-formedness errors, see `write`).
 */
function parserFor(handler: XmlHandler) {
  const parser = new SaxesParser({ xmlns: false, position: false } as const);
  let lastEvent = 0;
  const seen = () => void (lastEvent = parser.position);
  parser.on('opentag', (tag) => {
    seen();
    handler.open(localName(tag.name), () => tag.attributes, tag.isSelfClosing);
  });
  parser.on('closetag', (tag) => {
    seen();
    handler.close(localName(tag.name));
  });
  const text = (value: string) => {
    seen();
    handler.text(value);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('comment', seen);
  parser.on('processinginstruction', seen);
  // An XLSX has none; refusing it rules out entity declarations (saxes expands none anyway).
  parser.on('doctype', () => {
    throw new XmlFormatError('DOCTYPE');
  });
  /** Writes `text` (null: the end); saxes's own errors are plain Errors, what the handlers throw is not. */
  const write = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (error) {
      throw error instanceof Error && error.constructor === Error ? new XmlFormatError(error.message) : error;
    }
  };
  return { write, lastEvent: () => lastEvent };
}

/**
 * Reads a part chunk by chunk, yielding after each so the caller can hand on what the handler
 * collected. saxes holds a token (a tag, a text, a comment) until it ends: one longer than
 * `maxToken` characters calls `onTooLong`, which throws, so it never holds more than that and a
 * chunk.
 */
export async function* parseXmlStream(
  chunks: AsyncIterable<Buffer>,
  handler: XmlHandler,
  maxToken: number,
  onTooLong: () => never,
): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const { write, lastEvent } = parserFor(handler);
  // What has been written (saxes's `position` is exact only inside a handler).
  let written = 0;
  try {
    for await (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true });
      write(text);
      if ((written += text.length) - lastEvent() > maxToken) onTooLong();
      yield;
    }
    write(decoder.decode());
    write(null);
  } catch (error) {
    // TextDecoder's fatal mode: bytes that are not UTF-8.
    if (error instanceof TypeError) throw new XmlFormatError();
    throw error;
  }
}
