/**
 * A small streaming XML reader for the parts of an XLSX: tags, attributes, text, CDATA. It holds
 * only the token the last chunk cut in half, and refuses (through `onTooLong`) one longer than
 * the caller allows, so a part of any size is read in constant memory. No DOCTYPE: an XLSX has
 * none, and refusing it rules out entity expansion.
 */

export interface XmlHandler {
  /** `name` without its namespace prefix; `attributes` parses them only when asked. */
  open(name: string, attributes: () => Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(value: string): void;
}

/** The part is not XML we can read. */
export class XmlFormatError extends Error {}

const TAG = /<(\/?)([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const codePoint = (n: number) => (n <= 0x10ffff ? String.fromCodePoint(n) : '\uFFFD');

export const decodeXml = (text: string): string =>
  text.includes('&')
    ? text.replace(ENTITY, (_, hex?: string, dec?: string, name?: string) =>
        name ? NAMED[name]! : codePoint(hex ? parseInt(hex, 16) : parseInt(dec!, 10)),
      )
    : text;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function attributesOf(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) found[m[1]!] = decodeXml(m[2] ?? m[3] ?? '');
  return found;
}

/** Skips `<?…?>`, `<!--…-->` and reads `<![CDATA[…]]>`; the index after it, or -1 when the chunk cut it. */
function special(xml: string, at: number, handler: XmlHandler): number {
  const [open, close] = xml.startsWith('<?', at)
    ? ['<?', '?>']
    : xml.startsWith('<!--', at)
      ? ['<!--', '-->']
      : xml.startsWith('<![CDATA[', at)
        ? ['<![CDATA[', ']]>']
        : ['', ''];
  if (open === '') {
    if (xml.length - at < 9) return -1; // perhaps a CDATA the chunk cut
    throw new XmlFormatError();
  }
  const end = xml.indexOf(close, at + open.length);
  if (end < 0) return -1;
  if (open === '<![CDATA[') handler.text(xml.slice(at + open.length, end));
  return end + close.length;
}

/** Handles every complete token of `xml`; returns what the chunk cut (to be prefixed to the next one). */
function consume(xml: string, handler: XmlHandler): string {
  let at = 0;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) return xml.slice(at);
    if (lt > at) handler.text(decodeXml(xml.slice(at, lt)));
    at = lt;
    if (xml[at + 1] === '!' || xml[at + 1] === '?') {
      const next = special(xml, at, handler);
      if (next < 0) return xml.slice(at);
      at = next;
      continue;
    }
    TAG.lastIndex = at;
    const m = TAG.exec(xml);
    if (!m) {
      // No attribute value may hold a raw "<": another one after this means this tag is broken, not cut.
      if (xml.indexOf('<', at + 1) >= 0) throw new XmlFormatError();
      return xml.slice(at);
    }
    const [, closing, name, attributes, selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) handler.close(localName(name));
    else {
      handler.open(localName(name), () => attributesOf(attributes), selfClosing === '/');
      if (selfClosing) handler.close(localName(name));
    }
    at = TAG.lastIndex;
  }
}

/**
 * Reads a part chunk by chunk, yielding after each so the caller can hand on what the handler
 * collected. A token (a tag, a text between tags) longer than `maxToken` characters calls
 * `onTooLong`, which throws.
 */
export async function* parseXmlStream(
  chunks: AsyncIterable<Buffer>,
  handler: XmlHandler,
  maxToken: number,
  onTooLong: () => never,
): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let rest = '';
  try {
    for await (const chunk of chunks) {
      rest = consume(rest + decoder.decode(chunk, { stream: true }), handler);
      if (rest.length > maxToken) onTooLong();
      yield;
    }
    rest = consume(rest + decoder.decode(), handler);
  } catch (error) {
    // TextDecoder's fatal mode: bytes that are not UTF-8.
    if (error instanceof TypeError) throw new XmlFormatError();
    throw error;
  }
  if (rest.trim() !== '') throw new XmlFormatError();
}
