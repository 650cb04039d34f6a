import { RATIO_AIM, ROUTE_CHUNK_AIM_BYTES, type BundleReport, type ScreenFigures } from "./bundle.ts";
import { CONSOLE_ADDRESS, SIGN_IN_ADDRESS } from "./bundle-browser.ts";
import { formatTable } from "./format-table.ts";

// The bundle report as text: each first screen's files, the figures of both beside the bare page
// (the aim is the exhibitor sign-in's; the console's is printed, with no aim of its own), and the
// route chunks.

const bytes = (value: number): string => value.toLocaleString("en-US");
const kb = (value: number): string => `${(value / 1000).toFixed(1)} KB`;

const filesTable = (screen: ScreenFigures): string =>
  formatTable(
    ["file", "bytes", "gzip -9"],
    screen.files.map((f) => [f.file, bytes(f.bytes), bytes(f.gzipBytes)]),
  );

export function formatBundleReport(report: BundleReport): string {
  const { signIn, console } = report;
  const lines: string[] = [];
  lines.push(`Sign-in screen (${SIGN_IN_ADDRESS}, signed out): every file Chromium loaded until "Send OTP" worked\n`);
  lines.push(filesTable(signIn));
  lines.push(`\nOrganiser's console (${CONSOLE_ADDRESS}, signed out): every file Chromium loaded until "Send OTP" worked\n`);
  lines.push(filesTable(console));
  lines.push("");
  const met = signIn.ratio <= RATIO_AIM;
  lines.push(
    formatTable(
      ["figure", "exhibitor sign-in", "console sign-in", ""],
      [
        ["JS, gzip bytes", bytes(signIn.jsGzipBytes), bytes(console.jsGzipBytes), ""],
        ["CSS, gzip bytes", bytes(signIn.cssGzipBytes), bytes(console.cssGzipBytes), ""],
        ["total, gzip bytes", bytes(signIn.totalGzipBytes), bytes(console.totalGzipBytes), `${kb(signIn.totalGzipBytes)} / ${kb(console.totalGzipBytes)}`],
        ["files", String(signIn.files.length), String(console.files.length), ""],
        ["bare React + ReactDOM page", bytes(report.bareGzipBytes), bytes(report.bareGzipBytes), kb(report.bareGzipBytes)],
        ["ratio to the bare page", signIn.ratio.toFixed(2), console.ratio.toFixed(2), `aim <= ${RATIO_AIM.toFixed(1)} (exhibitor sign-in): ${met ? "met" : "missed"}`],
      ],
    ),
  );
  if (report.predictedOnly.length > 0 || report.loadedOnly.length > 0) {
    lines.push(
      `note: the build manifest's static graph differs from what the browser loaded for the sign-in screen (manifest only: ${report.predictedOnly.join(", ") || "none"}; browser only: ${report.loadedOnly.join(", ") || "none"})`,
    );
  } else {
    lines.push("the build manifest's static graph (entry + start + sign-in screen's chunk) names the same files the browser loaded for the sign-in screen");
  }

  const largest = report.routes[0];
  lines.push("\nRoute chunks (every lazily imported module), largest first\n");
  lines.push(
    formatTable(
      ["module", "chunk", "gzip -9", "+ its imports not in the entry", ""],
      report.routes.map((r) => [
        r.source,
        r.chunk.file,
        bytes(r.chunk.gzipBytes),
        bytes(r.importsGzipBytes),
        r === largest ? (r.chunk.gzipBytes > ROUTE_CHUNK_AIM_BYTES ? "LARGEST, over 60 KB" : "largest, under 60 KB") : r.chunk.gzipBytes > ROUTE_CHUNK_AIM_BYTES ? "over 60 KB" : "",
      ]),
    ),
  );
  const over = report.routes.filter((r) => r.chunk.gzipBytes > ROUTE_CHUNK_AIM_BYTES);
  lines.push(`aim (no route chunk over 60 KB gzip): ${over.length === 0 ? "met" : `missed by ${over.map((r) => r.source).join(", ")}`}`);
  return lines.join("\n");
}
