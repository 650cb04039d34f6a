import { crc32, deflateSync } from 'node:zlib';
import type { FileStore } from '../storage/file-store.ts';

// Small real files behind the demo data's attachment paths, so Download buttons and images work
// on a fresh install. Paths are relative to the uploads folder served at /files/.

interface DemoFile {
  path: string;
  bytes: () => Buffer;
}

const DEMO_FILES: DemoFile[] = [
  { path: 'demo/acme-robotics-logo.png', bytes: () => solidPng(96, 96, [0xe8, 0x4a, 0x27]) },
  { path: 'demo/acme-robotics-banner.png', bytes: () => solidPng(600, 150, [0x1f, 0x3a, 0x5f]) },
  { path: 'demo/pickbot-x1.png', bytes: () => solidPng(320, 240, [0x9a, 0xa5, 0xb1]) },
  { path: 'demo/event-logo.png', bytes: () => solidPng(128, 128, [0x4b, 0x2a, 0x8c]) },
  { path: 'demo/acme-robotics-brochure.pdf', bytes: () => textPdf('Acme Robotics - product brochure') },
  { path: 'demo/exhibitor-manual.pdf', bytes: () => textPdf('Global Tech Expo 2026 - Exhibitor Manual') },
  { path: 'demo/floor-plan.pdf', bytes: () => textPdf('Global Tech Expo 2026 - Hall Floor Plan') },
  { path: 'demo/brand-guidelines.pdf', bytes: () => textPdf('Global Tech Expo 2026 - Brand Guidelines') },
];

export const demoFilePaths = DEMO_FILES.map((f) => f.path);

// Stores the files that are missing; an organiser's replacement file is never overwritten.
export async function writeDemoFiles(store: FileStore): Promise<void> {
  for (const file of DEMO_FILES) {
    if (await store.exists(file.path)) continue;
    await store.put(file.path, file.bytes(), file.path.endsWith('.pdf') ? 'application/pdf' : 'image/png');
  }
}

function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

// A one-page PDF with a title line; the cross-reference offsets are computed so readers accept it.
function textPdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 20 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
