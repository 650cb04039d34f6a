/**
 * Small but genuine files of every accepted kind, built in memory for tests (no binary fixtures in
 * the repository). Each one carries the real signature file-type looks for.
 */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1x1 opaque white PNG. */
export function samplePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const pixels = deflateSync(Buffer.from([0, 255, 255, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG/JFIF header and end marker: enough for every signature check. */
export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** The fields an entry's local and central headers both carry, in the same order from `at`. */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4); // compressed: entries are stored as they are
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A ZIP archive with stored (uncompressed) entries. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, crc, data.length, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, crc, data.length, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const officeMain = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
} as const;

/** A minimal Office Open XML package (docx, xlsx or pptx). */
export function sampleOfficeOpenXml(kind: keyof typeof officeMain): Buffer {
  const [part, contentType] = officeMain[kind];
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** A Compound File Binary header, the container of .doc, .xls and .ppt. */
export function sampleCfb(): Buffer {
  const file = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  file.writeUInt16LE(0x003e, 0x18);
  file.writeUInt16LE(0x0003, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(0x0009, 0x1e);
  return file;
}

export function sampleSvg(): Buffer {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');
}

export function sampleHtml(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8');
}

/** The first bytes of a Windows executable. */
export function sampleExe(): Buffer {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  return file;
}

/** A JPEG-signed buffer of exactly `size` bytes, for size-limit tests. */
export function jpegOfSize(size: number): Buffer {
  const file = Buffer.alloc(size);
  sampleJpeg().copy(file);
  return file;
}
